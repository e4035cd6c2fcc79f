import type { ReactNode } from 'react';

/** A link standing on its own line of text: underlined, and tall enough to tap. */
export const textLinkClass = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-2';

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={textLinkClass}>
      {children}
    </a>
  );
}
