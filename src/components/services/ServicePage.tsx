import { business } from '../../config/business.ts';
import type { ServicePageContent } from '../../content/service-pages.ts';
import type { Service } from '../../content/services.ts';
import type { WorkEntry } from '../../content/work-schema.ts';
import { TrailHero } from '../layout/TrailHero.tsx';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { FaqList } from '../ui/FaqList.tsx';
import { SidebarCta } from '../ui/SidebarCta.tsx';
import { AllWorkLink, WorkGrid } from '../work/WorkGrid.tsx';
import { OtherServices } from './OtherServices.tsx';
import { ServiceBlock } from './ServiceBlock.tsx';
import { ServiceIntro } from './ServiceIntro.tsx';
import { ServiceSections } from './ServiceSections.tsx';

interface ServicePageProps {
  service: Service;
  content: ServicePageContent;
  /** The newest finished jobs of this service; none leaves the block out. */
  recentWork: readonly WorkEntry[];
}

/** Body of every /services/{slug} page: the data decides which sections appear. */
export function ServicePage({ service, content, recentWork }: ServicePageProps) {
  return (
    <>
      <TrailHero
        title={content.metaTitle}
        lead={content.heroLead}
        trail={[{ label: 'Services', href: '/services' }, { label: service.title }]}
        currentPath={service.href}
      />
      <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0 space-y-12">
          <ServiceIntro slug={service.slug} title={service.title} intro={content.intro} facts={content.facts} />
          <ServiceSections sections={content.sections} />
          {recentWork.length ? (
            <ServiceBlock id="recent-work" title={`Recent ${service.shortTitle} Jobs`}>
              <WorkGrid entries={recentWork} layout="column" />
              <AllWorkLink />
            </ServiceBlock>
          ) : null}
          <ServiceBlock id="faq" title="Frequently Asked Questions">
            <FaqList items={content.faqs} />
          </ServiceBlock>
        </div>
        <SidebarCta
          title={`Get a Free ${service.shortTitle} Estimate`}
          text={`Call now or send your project details online. Free estimates, no-obligation quotes, and most jobs done in ${business.typicalJobDuration}.`}
          showHours
        >
          <OtherServices current={service.slug} />
        </SidebarCta>
      </div>
      <CtaBanner />
    </>
  );
}
