import { TrailHero } from '../layout/TrailHero.tsx';
import { Button } from '../ui/Button.tsx';
import { CallButton } from '../ui/CallButton.tsx';
import { CtaBanner } from '../ui/CtaBanner.tsx';
import { Icon } from '../ui/Icon.tsx';
import { IconTile } from '../ui/IconTile.tsx';
import { Section } from '../ui/Section.tsx';
import { ServiceTiles } from '../services/ServiceTiles.tsx';
import { AreaList } from './AreaList.tsx';
import { AreaMapList } from './AreaMapList.tsx';
import { AreaOverviewCard } from './AreaOverviewCard.tsx';
import { ServiceAreaMap } from './ServiceAreaMap.tsx';

export function ServiceAreasOverview() {
  return (
    <>
      <TrailHero
        title="Concrete Repair Service Areas"
        lead="We repair driveways, walks, patios and commercial concrete in Charlotte and seven nearby towns across Mecklenburg, Cabarrus, Union and Gaston counties."
        trail={[{ label: 'Service Areas' }]}
        currentPath="/service-areas"
      />

      <Section
        id="map"
        title="Where We Work"
        lead="Each dot is a town we serve, placed where it really is. Select a town to see its neighborhoods, ZIP codes and local advice."
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <figure className="-mx-4 sm:mx-0">
            <ServiceAreaMap />
            <figcaption className="mt-3 px-4 text-small text-muted sm:px-0">
              Roads and water are drawn schematically. Distances in the list are straight-line miles from Uptown Charlotte.
            </figcaption>
          </figure>
          <div>
            <h3 id="area-list-title" className="mb-4">
              Towns on the map
            </h3>
            <nav aria-labelledby="area-list-title">
              <AreaMapList />
            </nav>
          </div>
        </div>
      </Section>

      <Section
        id="cities"
        tone="alt"
        title="Cities We Serve"
        lead="Every town below has its own page with neighborhoods, local soil conditions, prices and answers to common questions."
      >
        <AreaList className="grid gap-6 md:grid-cols-2">{(area) => <AreaOverviewCard area={area} />}</AreaList>

        <div className="mt-10 flex flex-col items-start gap-5 rounded-card border-2 border-brand bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between lg:p-8">
          <div className="flex gap-4">
            <IconTile icon="phone" />
            <div>
              <h3>Don&apos;t See Your Area?</h3>
              <p className="mt-2 max-w-2xl text-muted">
                We often travel beyond these eight towns for larger jobs. Call and tell us where you are.
              </p>
            </div>
          </div>
          <CallButton className="shrink-0" />
        </div>
      </Section>

      <Section id="services" title="Services Available in Every Area" lead="The same five services, wherever you are in the metro.">
        <ServiceTiles className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" />
        <p className="mt-8">
          <Button href="/services" variant="secondary">
            View All Services
            <Icon name="chevron" size={18} />
          </Button>
        </p>
      </Section>

      <CtaBanner />
    </>
  );
}
