import { servicesOverview as copy } from '../../content/service-pages.ts';
import { serviceBySlug, services } from '../../content/services.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { Icon } from '../ui/Icon.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';
import { ServiceCard } from './ServiceCard.tsx';

/** Body of /services: hero, the five service cards, and a problem-to-service guide. */
export function ServicesOverview() {
  return (
    <>
      <PageHero
        title={copy.heroTitle}
        lead={copy.heroLead}
        eyebrow={<Breadcrumbs tone="dark" currentPath="/services" items={[{ label: 'Services' }]} />}
        actions={
          <>
            <CallButton />
            <Button href="/service-areas" variant="onDark">
              View Service Areas
            </Button>
          </>
        }
      />
      <Section id="all-services" title={copy.listTitle} lead={copy.listLead}>
        <ul className="space-y-10">
          {services.map((service, index) => (
            <ServiceCard key={service.slug} service={service} flipped={index % 2 === 1} />
          ))}
        </ul>
      </Section>
      <Section id="service-guide" tone="alt" title={copy.guideTitle} lead={copy.guideLead}>
        <ul className="grid gap-4 md:grid-cols-2">
          {copy.guide.map((row) => {
            const service = serviceBySlug(row.slug);
            return (
              <li key={row.problem} className="flex flex-col gap-2 rounded-card border border-line bg-white p-5 shadow-card">
                <p>{row.problem}</p>
                <a href={service.href} className="inline-flex min-h-11 items-center gap-2 font-bold underline underline-offset-4">
                  <Icon name={service.icon} size={20} />
                  {service.title}
                </a>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBanner />
    </>
  );
}
