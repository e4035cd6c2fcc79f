import { business } from '../../config/business.ts';

/** Slab-and-crack mark; the same drawing is the favicon (public/favicon.svg). */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="8" width="28" height="16" rx="3" fill="#d6d3d1" />
      <rect x="2" y="20" width="28" height="4" rx="1.5" fill="#a8a29e" />
      <path d="M13 8 l3 5 -3 3 4 4 -1 4" fill="none" stroke="#c2410c" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <a href="/" className="on-brand flex min-h-11 min-w-0 items-center gap-2.5 text-white no-underline">
      <LogoMark className="size-8 shrink-0 sm:size-9" />
      <span className="text-base leading-tight font-extrabold sm:text-lg tracking-tight">
        {business.name}
        <span className="sr-only">, home page</span>
      </span>
    </a>
  );
}
