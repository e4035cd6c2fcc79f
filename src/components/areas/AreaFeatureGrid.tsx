import type { AreaFeature } from '../../content/area-pages/types.ts';
import { IconTileList } from '../ui/IconTileList.tsx';

/** The 'reasons to choose' cards of an area page. */
export function AreaFeatureGrid({ items }: { items: readonly AreaFeature[] }) {
  return (
    <IconTileList
      items={items}
      className="grid gap-4 sm:grid-cols-2"
      itemClassName="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card"
      titleClassName="text-lg lg:text-xl"
      textClassName="mt-1.5 text-muted"
    />
  );
}
