import type { WorkEntry } from '../../content/work-schema.ts';
import { AllWorkLink } from '../work/WorkGrid.tsx';
import { WorkCard } from '../work/WorkCard.tsx';

/**
 * One real job right under the hero below lg, where the hero photo is left out and the strip of
 * recent work is screens away: within a phone's first three screens, below the trust line. Lazy,
 * like every job photo below the fold; hidden from lg, so a desktop never fetches it.
 */
export function PhoneWork({ entry }: { entry: WorkEntry }) {
  return (
    <section aria-labelledby="phone-work-title" className="bg-surface-alt py-10 lg:hidden">
      <div className="container-page">
        <h2 id="phone-work-title">A job we finished</h2>
        <div className="mt-6">
          <WorkCard entry={entry} layout="wide" />
        </div>
        <AllWorkLink />
      </div>
    </section>
  );
}
