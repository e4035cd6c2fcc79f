import type { WorkEntry } from '../../content/work-schema.ts';
import { workColumns } from '../../lib/work.ts';
import { WorkCard, type WorkLayout } from './WorkCard.tsx';

// A before/after pair takes two columns, a single photo one; dense packing fills the gap a
// pair leaves at the end of a row with the next single job.
const columns: Record<WorkLayout, { grid: string; pair: string }> = {
  wide: { grid: 'md:grid-cols-2 lg:grid-cols-3 md:grid-flow-row-dense', pair: 'md:col-span-2' },
  column: { grid: 'sm:grid-cols-2 sm:grid-flow-row-dense', pair: 'sm:col-span-2' },
};

/** Finished jobs as a grid of cards, in the order given. */
export function WorkGrid({ entries, layout }: { entries: readonly WorkEntry[]; layout: WorkLayout }) {
  return (
    <ul className={`grid gap-6 ${columns[layout].grid}`}>
      {entries.map((entry) => (
        <li key={entry.id} className={workColumns(entry) === 2 ? columns[layout].pair : undefined}>
          <WorkCard entry={entry} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

/** The link under every strip of recent work. */
export function AllWorkLink() {
  return (
    <p className="mt-6">
      <a href="/our-work" className="inline-flex min-h-11 items-center font-semibold">
        See more of our work
      </a>
    </p>
  );
}
