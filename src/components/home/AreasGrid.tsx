import { areas } from '../../content/areas.ts';
import { CallActions } from '../ui/CallActions.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';

export function AreasGrid() {
  return (
    <Section
      id="areas"
      tone="alt"
      title="Areas We Serve"
      lead="Local crews across Mecklenburg, Cabarrus, Union and Gaston counties. Pick your town to see the neighborhoods we work in."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {areas.map((area) => (
          <li key={area.slug}>
            <a
              href={area.href}
              className="group flex h-full flex-col rounded-card border border-line bg-white p-5 text-ink no-underline shadow-card transition-colors hover:border-brand"
            >
              <span className="flex items-center gap-2 text-xl font-extrabold text-brand group-hover:underline">
                <Icon name="pin" size={20} className="text-action" />
                {area.city}, NC
              </span>
              <span className="mt-3 text-small text-muted">{area.neighborhoods.join(' · ')}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-card border border-line bg-white p-6 text-center shadow-card">
        <p className="text-lg">
          <strong>Don&apos;t see your area listed?</strong> We often travel further for larger jobs. Call and ask.
        </p>
        <CallActions className="flex flex-wrap justify-center gap-3" href="/service-areas" label="View All Service Areas" />
      </div>
    </Section>
  );
}
