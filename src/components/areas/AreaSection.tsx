import type { ReactNode } from 'react';

interface AreaSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A titled block of the area page's main column (Section spans the full page width; this sits beside the sidebar). */
export function AreaSection({ id, title, lead, children }: AreaSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId}>{title}</h2>
      {lead ? <p className="mt-3 max-w-prose text-lg text-muted">{lead}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
