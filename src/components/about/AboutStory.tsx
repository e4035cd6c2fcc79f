import { business } from '../../config/business.ts';
import { aboutStory } from '../../content/about.ts';
import type { IconName } from '../../content/icons.ts';
import { Icon } from '../ui/Icon.tsx';

const facts: readonly { icon: IconName; label: string }[] = [
  { icon: 'award', label: `${business.yearsInBusiness} years in business` },
  { icon: 'pin', label: `Based in ${business.address.locality}, ${business.address.region}` },
  { icon: 'shield', label: 'Licensed & insured' },
  { icon: 'thumbsUp', label: `${business.warranty.workmanshipYears}-year workmanship warranty` },
];

export function AboutStory() {
  return (
    <section aria-labelledby="story-title" className="section">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_20rem]">
        <div>
          <h2 id="story-title">Our Story</h2>
          <div className="prose-body mt-6 text-lg">
            {aboutStory.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="self-start rounded-card border border-line bg-surface-alt p-6">
          <h3 className="text-xl">At a Glance</h3>
          <ul className="mt-4 space-y-4">
            {facts.map((fact) => (
              <li key={fact.label} className="flex items-center gap-3 font-semibold">
                <Icon name={fact.icon} size={22} className="shrink-0 text-brand" />
                {fact.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
