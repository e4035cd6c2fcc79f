import type { AreaPageContent } from '../../content/area-pages/types.ts';
import type { ServiceArea } from '../../content/areas.ts';
import type { WorkEntry } from '../../content/work-schema.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { Checklist } from '../ui/Checklist.tsx';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { FaqList } from '../ui/FaqList.tsx';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { AllWorkLink, WorkGrid } from '../work/WorkGrid.tsx';
import { AreaFeatureGrid } from './AreaFeatureGrid.tsx';
import { AreaSection } from './AreaSection.tsx';
import { AreaServiceList } from './AreaServiceList.tsx';
import { AreaSidebar } from './AreaSidebar.tsx';
import { NearbyAreas } from './NearbyAreas.tsx';
import { NeighborhoodZipList } from './NeighborhoodZipList.tsx';

interface AreaPageProps {
  area: ServiceArea;
  content: AreaPageContent;
  /** The newest finished jobs in this town; none leaves the section out. */
  recentWork: readonly WorkEntry[];
}

/** The one template every area page renders; optional blocks appear only where an area has them. */
export function AreaPage({ area, content, recentWork }: AreaPageProps) {
  return (
    <>
      <PageHero
        title={`Concrete Repair in ${area.city}, NC`}
        lead={content.heroLead}
        eyebrow={
          <Breadcrumbs
            tone="dark"
            currentPath={area.href}
            items={[{ label: 'Service Areas', href: '/service-areas' }, { label: area.city }]}
          />
        }
      >
        {content.heroNote ? (
          <p className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white/10 px-4 py-2 font-semibold text-white">
            <Icon name="calendar" size={20} className="text-focus-dark" />
            {content.heroNote}
          </p>
        ) : null}
      </PageHero>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 lg:py-20">
        <div className="min-w-0 space-y-16">
          <AreaSection id="intro" title={content.intro.title}>
            <div className="prose-body text-lg">
              {content.intro.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </AreaSection>

          <AreaSection id="why-us" title={content.reasons.title} lead={content.reasons.lead}>
            <AreaFeatureGrid items={content.reasons.items} />
          </AreaSection>

          <AreaSection id="services" title={content.services.title} lead={content.services.lead}>
            <AreaServiceList city={area.city} blurbs={content.services.items} />
          </AreaSection>

          <AreaSection id="neighborhoods" title={content.neighborhoods.title} lead={content.neighborhoods.lead}>
            <NeighborhoodZipList neighborhoods={area.areaNeighborhoods} zipCodes={area.zipCodes} />
          </AreaSection>

          <AreaSection id="soil-climate" title={content.ground.title}>
            <div className="prose-body">
              {content.ground.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            {content.ground.points ? (
              <div className="mt-6 rounded-card border border-line bg-surface-alt p-5">
                <Checklist items={content.ground.points} />
              </div>
            ) : null}
          </AreaSection>

          {recentWork.length ? (
            <AreaSection id="recent-work" title={`Recent Work in ${area.city}`}>
              <WorkGrid entries={recentWork} layout="column" />
              <AllWorkLink />
            </AreaSection>
          ) : null}

          {content.commonIssues ? (
            <AreaSection id="common-issues" title={content.commonIssues.title} lead={content.commonIssues.lead}>
              <Checklist items={content.commonIssues.items} className="sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid" />
            </AreaSection>
          ) : null}

          <AreaSection id="faq" title={content.faqTitle}>
            <FaqList items={content.faqs} />
          </AreaSection>

          <AreaSection id="nearby" title={content.nearby.title} lead={content.nearby.lead}>
            <NearbyAreas slugs={area.nearby} extraLinks={content.nearby.extraLinks} />
          </AreaSection>
        </div>

        <AreaSidebar sidebar={content.sidebar} />
      </div>

      <CtaBanner title={content.closing.title} text={content.closing.text} />
    </>
  );
}
