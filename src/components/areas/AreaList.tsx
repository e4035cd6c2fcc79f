import type { ReactNode } from 'react';
import { areas, type ServiceArea } from '../../content/areas.ts';

interface AreaListProps {
  /** The list's layout: a grid of cards or a divided column. */
  className: string;
  /** What a town's item shows. */
  children: (area: ServiceArea) => ReactNode;
}

/** Every town we serve, in the order of src/content/areas.ts: the home page's tiles, the map's list and the overview's cards. */
export function AreaList({ className, children }: AreaListProps) {
  return (
    <ul className={className}>
      {areas.map((area) => (
        <li key={area.slug}>{children(area)}</li>
      ))}
    </ul>
  );
}
