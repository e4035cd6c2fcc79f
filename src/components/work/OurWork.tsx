import { business } from '../../config/business.ts';
import type { WorkEntry } from '../../content/work-schema.ts';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { WorkGrid } from './WorkGrid.tsx';
import { CallActions } from '../ui/CallActions.tsx';

/** Until the first photos are published: say so plainly and offer the next step instead of an empty grid. */
function NoPhotosYet() {
  return (
    <div className="max-w-2xl rounded-card border border-line bg-surface-alt p-6">
      <h2 className="text-2xl">Job photos are on their way</h2>
      <p className="mt-3">
        We are adding photos of driveways, patios, walkways and slabs we have repaired across the Charlotte area. Until they are here, call us: we will tell you
        about similar jobs near you, and at a free estimate we can show you photos of work like yours.
      </p>
      <CallActions className="mt-6 flex flex-wrap gap-3" />
    </div>
  );
}

/** Body of /our-work below its hero: every published job, newest first, or a clear next step when there are none. */
export function OurWork({ entries }: { entries: readonly WorkEntry[] }) {
  if (entries.length === 0) {
    return (
      <div className="container-page section">
        <NoPhotosYet />
      </div>
    );
  }
  return (
    <>
      <section aria-label="Finished jobs" className="container-page section">
        <WorkGrid entries={entries} layout="wide" />
      </section>
      <CtaBanner
        title="Want Results Like These?"
        text={`Tell us about your driveway, patio or slab. We give you a free, written quote, and most repairs are finished in ${business.typicalJobDuration}.`}
      />
    </>
  );
}
