import type { WorkEntry } from '../../content/work-schema.ts';
import { formatWorkMonth } from '../../content/work-schema.ts';
import { serviceBySlug } from '../../content/services.ts';
import { WorkPicture } from './WorkPicture.tsx';

/** Where a card sits: a full-width grid (three across on a desktop) or a page's main column (two across). */
export type WorkLayout = 'wide' | 'column';

// The width one photo takes at each breakpoint. A before/after pair spans two grid columns
// (WorkGrid), so from md each of its photos is about as wide as a single job's photo. The pair's
// two columns also hold the grid's gap (gap-6 in WorkGrid) and the two card borders a single
// job's photo is narrower by, so its box is cut to a single 4:3 photo's height,
// (card width - 24 px - 2 px) / 2 * 3/4, written as padding (a percentage of the width) that the
// photos fill; they are cropped a little wider. On a phone the pair stacks, each photo 4:3.
const halfFromMd = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
const halfFromSm = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const sizes: Record<WorkLayout, { single: string; pair: string }> = {
  wide: { single: halfFromMd, pair: halfFromMd },
  column: { single: halfFromSm, pair: halfFromMd },
};

function Labeled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="relative h-full">
      <span className="absolute top-2 left-2 rounded-md bg-ink/85 px-2 py-0.5 text-small font-bold text-white">{label}</span>
      {children}
    </div>
  );
}

/** One finished job: its photo or before/after pair, the caption, and what, where and when in words. */
export function WorkCard({ entry, layout }: { entry: WorkEntry; layout: WorkLayout }) {
  const { shot } = entry;
  return (
    <figure className="h-full overflow-hidden rounded-card border border-line bg-white shadow-card">
      {shot.kind === 'single' ? (
        <WorkPicture photo={shot.photo} sizes={sizes[layout].single} />
      ) : (
        <div className="relative md:pt-[calc(37.5%-9.75px)]">
          <div className="grid gap-0.5 md:absolute md:inset-0 md:grid-cols-2 md:grid-rows-1">
            <Labeled label="Before">
              <WorkPicture photo={shot.before} sizes={sizes[layout].pair} className="md:h-full" />
            </Labeled>
            <Labeled label="After">
              <WorkPicture photo={shot.after} sizes={sizes[layout].pair} className="md:h-full" />
            </Labeled>
          </div>
        </div>
      )}
      <figcaption className="p-4">
        <p className="font-semibold">{entry.caption}</p>
        <p className="mt-1 text-small text-muted">
          {serviceBySlug(entry.service).title} · {entry.town}, NC · <time dateTime={entry.month}>{formatWorkMonth(entry.month)}</time>
        </p>
      </figcaption>
    </figure>
  );
}
