import type { WorkEntry } from '../../content/work-schema.ts';
import { Section } from '../ui/Section.tsx';
import { AllWorkLink, WorkGrid } from '../work/WorkGrid.tsx';

/** The home page's strip of the newest finished jobs; the page leaves it out when there are none. */
export function RecentWork({ entries }: { entries: readonly WorkEntry[] }) {
  return (
    <Section id="recent-work" title="Recent Work" lead="Photos of jobs we finished for homeowners and property managers around Charlotte, taken on site by our crew.">
      <WorkGrid entries={entries} layout="wide" />
      <AllWorkLink />
    </Section>
  );
}
