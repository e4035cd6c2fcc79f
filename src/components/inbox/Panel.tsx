import type { ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** Names the section after its heading, making it a landmark; leave out where a form label shares a word with the title. */
  id?: string;
  children: ReactNode;
}

/** A card with a heading: one block of an inbox page. */
export function Panel({ id, title, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
