import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  lead?: ReactNode;
  /** Alternate sections sit on the warm gray surface. */
  tone?: 'plain' | 'alt';
  centered?: boolean;
  children: ReactNode;
}

export function Section({ id, title, lead, tone = 'plain', centered = false, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${tone === 'alt' ? 'bg-surface-alt' : ''}`}>
      <div className="container-page">
        <header className={`mb-10 ${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}`}>
          <h2 id={headingId}>{title}</h2>
          {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
