import type { FigureKey } from '../../content/service-pages.ts';
import { FoamVsMudjacking } from './FoamVsMudjacking.tsx';
import { ResurfacingLayers } from './ResurfacingLayers.tsx';
import { SlabSinking } from './SlabSinking.tsx';

/** Renders the diagram a content module names by key, at a width that keeps its labels readable. */
export function Figure({ name }: { name: FigureKey }) {
  switch (name) {
    case 'foam-vs-mudjacking':
      return <FoamVsMudjacking />;
    case 'slab-sinking':
      return (
        <div className="max-w-xl rounded-card border border-line bg-surface-alt p-2 sm:p-4">
          <SlabSinking />
        </div>
      );
    case 'resurfacing-layers':
      return (
        <div className="max-w-xl rounded-card border border-line bg-surface-alt p-2 sm:p-4">
          <ResurfacingLayers />
        </div>
      );
  }
}
