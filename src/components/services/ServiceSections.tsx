import type { ServiceSection } from '../../content/service-pages.ts';
import { DiagramMode } from '../diagrams/Diagram.tsx';
import { Figure } from '../diagrams/Figure.tsx';
import { AreaLinks } from './AreaLinks.tsx';
import { BenefitList } from './BenefitList.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { CrackTypes } from './CrackTypes.tsx';
import { InspectionCard } from './InspectionCard.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { RepairMethods } from './RepairMethods.tsx';
import { ServiceBlock } from './ServiceBlock.tsx';
import { TileGrid } from './TileGrid.tsx';

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'tiles':
      return <TileGrid tiles={section.tiles} />;
    case 'checklist':
      return <BenefitList items={section.items} note={section.note} />;
    case 'steps':
      return <ProcessSteps steps={section.steps} illustrated={section.illustrated} totalTimeLabel={section.howTo?.totalTimeLabel} />;
    case 'crackTypes':
      return <CrackTypes types={section.types} />;
    case 'methods':
      return <RepairMethods methods={section.methods} />;
    case 'comparison':
      return (
        <>
          <ComparisonTable caption={section.title} columns={section.columns} rows={section.rows} />
          <p className="mt-5 max-w-prose text-muted">{section.note}</p>
        </>
      );
    case 'areas':
      return <AreaLinks slugs={section.areas} />;
    case 'inspection':
      return null;
  }
}

/**
 * The content sections of a service page, in the order its data lists them. They follow the
 * hero and the intro, below the fold: their diagrams load as images.
 */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <DiagramMode.Provider value="image">
      {sections.map((section) =>
        section.kind === 'inspection' ? (
          <InspectionCard key={section.id} id={section.id} title={section.title} text={section.text} items={section.items} />
        ) : (
          <ServiceBlock key={section.id} id={section.id} title={section.title} lead={section.lead}>
            {section.figure ? (
              <div className="mb-8">
                <Figure name={section.figure} />
              </div>
            ) : null}
            <SectionBody section={section} />
          </ServiceBlock>
        ),
      )}
    </DiagramMode.Provider>
  );
}
