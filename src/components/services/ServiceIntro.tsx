import type { Fact } from '../../content/service-pages.ts';
import type { ServiceSlug } from '../../content/services.ts';
import { ServiceIllustration } from '../diagrams/ServiceIllustration.tsx';

interface ServiceIntroProps {
  slug: ServiceSlug;
  title: string;
  intro: string;
  facts: readonly Fact[];
}

/** Opening of a service page: the problem in plain words, a drawing, and the key figures. */
export function ServiceIntro({ slug, title, intro, facts }: ServiceIntroProps) {
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{title} at a Glance</h2>
      <div className="mt-6 grid items-center gap-8 md:grid-cols-2">
        <p className="text-lg">{intro}</p>
        <div className="rounded-card border border-line bg-surface-alt p-3 sm:p-4">
          <ServiceIllustration slug={slug} idPrefix="intro" />
        </div>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-card border border-line bg-white p-4 shadow-card">
            <dt className="text-small text-muted">{fact.label}</dt>
            <dd className="mt-1 text-lg leading-snug font-extrabold text-brand">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
