import type { ReactNode } from 'react';

interface ServiceBlockProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A titled part of a service page's main column; blocks are divided by a rule, not by background. */
export function ServiceBlock({ id, title, lead, children }: ServiceBlockProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-line pt-12 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`}>{title}</h2>
      {lead ? <p className="mt-3 max-w-prose text-lg text-muted">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
