import { business } from '../../config/business.ts';
import type { WorkEntry } from '../../content/work-schema.ts';
import { gridGap, workColumns } from '../../lib/work.ts';
import { FillerTile } from '../ui/FillerTile.tsx';
import { WorkCard, type WorkLayout } from './WorkCard.tsx';

// A before/after pair takes two columns, a single photo one; dense packing fills the gap a
// pair leaves at the end of a row with the next single job. The gap (gap-6) is also in the
// pair's height in WorkCard.
const columns: Record<WorkLayout, { grid: string; pair: string }> = {
  wide: { grid: 'md:grid-cols-2 lg:grid-cols-3 md:grid-flow-row-dense', pair: 'md:col-span-2' },
  column: { grid: 'sm:grid-cols-2 sm:grid-flow-row-dense', pair: 'sm:col-span-2' },
};

// Where a grid has more than one column, and how the tile that fills its empty cells shows at
// each of those widths: by the number of cells it fills (0: the row is full, no tile).
const fillerSteps: Record<WorkLayout, { columns: number; shows: readonly string[] }[]> = {
  wide: [
    { columns: 2, shows: ['md:hidden', 'md:flex md:col-span-1'] },
    { columns: 3, shows: ['lg:hidden', 'lg:flex lg:col-span-1', 'lg:flex lg:col-span-2'] },
  ],
  column: [{ columns: 2, shows: ['sm:hidden', 'sm:flex sm:col-span-1'] }],
};

/** The classes that show the filler tile where the jobs leave a row unfinished, or null where they never do. */
function fillerClass(entries: readonly WorkEntry[], layout: WorkLayout): string | null {
  const spans = entries.map(workColumns);
  const gaps = fillerSteps[layout].map((step) => ({ step, gap: gridGap(spans, step.columns) }));
  if (gaps.every(({ gap }) => gap === 0)) return null;
  return ['hidden', ...gaps.map(({ step, gap }) => step.shows[gap])].join(' ');
}

/** Finished jobs as a grid of cards, in the order given, with the next step in a row they leave short. */
export function WorkGrid({ entries, layout }: { entries: readonly WorkEntry[]; layout: WorkLayout }) {
  const filler = fillerClass(entries, layout);
  return (
    <ul className={`grid gap-6 ${columns[layout].grid}`}>
      {entries.map((entry) => (
        <li key={entry.id} className={workColumns(entry) === 2 ? columns[layout].pair : undefined}>
          <WorkCard entry={entry} layout={layout} />
        </li>
      ))}
      {filler ? (
        <FillerTile title="Your concrete could be next" href="/contact" action="Send Photos for a Quote" className={filler}>
          Send a photo of the crack, the sunken slab or the worn surface, and we reply within {business.responseTime} with what it needs.
        </FillerTile>
      ) : null}
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
