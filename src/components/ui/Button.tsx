import type { ReactNode } from 'react';

export type ButtonVariant = 'action' | 'secondary' | 'onDark';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-bold no-underline transition-colors';

const variants: Record<ButtonVariant, string> = {
  action: 'bg-action text-white hover:bg-action-hover',
  secondary: 'border-2 border-brand bg-white text-brand hover:bg-brand-tint',
  onDark: 'on-brand border-2 border-white bg-transparent text-white hover:bg-white/10',
};

export function buttonClass(variant: ButtonVariant = 'action', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** Every button on content pages is a link: to a page or to the phone. */
export function Button({ href, variant = 'action', className = '', children }: ButtonProps) {
  return (
    <a href={href} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}
