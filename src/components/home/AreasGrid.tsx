import { AreaLink } from '../areas/AreaLink.tsx';
import { AreaList } from '../areas/AreaList.tsx';
import { CallActions } from '../ui/CallActions.tsx';
import { Section } from '../ui/Section.tsx';

export function AreasGrid() {
  return (
    <Section
      id="areas"
      tone="alt"
      title="Areas We Serve"
      lead="Local crews across Mecklenburg, Cabarrus, Union and Gaston counties. Pick your town to see the neighborhoods we work in."
    >
      <AreaList className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(area) => <AreaLink area={area} look="tile" detail={area.neighborhoods.join(' · ')} />}
      </AreaList>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-card border border-line bg-white p-6 text-center shadow-card">
        <p className="text-lg">
          <strong>Don&apos;t see your area listed?</strong> We often travel further for larger jobs. Call and ask.
        </p>
        <CallActions className="flex flex-wrap justify-center gap-3" href="/service-areas" label="View All Service Areas" />
      </div>
    </Section>
  );
}
