import { business } from '../../config/business';
import type { ServicePageContent } from '../../content/service-pages';
import type { Service } from '../../content/services';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { CtaBanner } from '../ui/CtaBanner';
import { FaqList } from '../ui/FaqList';
import { PageHero } from '../ui/PageHero';
import { SidebarCta } from '../ui/SidebarCta';
import { OtherServices } from './OtherServices';
import { ServiceBlock } from './ServiceBlock';
import { ServiceIntro } from './ServiceIntro';
import { ServiceSections } from './ServiceSections';

interface ServicePageProps {
  service: Service;
  content: ServicePageContent;
}

/** Body of every /services/{slug} page: the data decides which sections appear. */
export function ServicePage({ service, content }: ServicePageProps) {
  return (
    <>
      <PageHero
        title={content.metaTitle}
        lead={content.heroLead}
        eyebrow={
          <Breadcrumbs
            tone="dark"
            currentPath={service.href}
            items={[{ label: 'Services', href: '/services' }, { label: service.title }]}
          />
        }
      />
      <div className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0 space-y-12">
          <ServiceIntro slug={service.slug} title={service.title} intro={content.intro} facts={content.facts} />
          <ServiceSections sections={content.sections} />
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
