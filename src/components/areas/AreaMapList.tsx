import { business } from '../../config/business.ts';
import type { ServiceArea } from '../../content/areas.ts';
import { AreaLink } from './AreaLink.tsx';
import { AreaList } from './AreaList.tsx';
import { direction, distanceMiles } from './geo.ts';

/** Where a town lies from Uptown Charlotte, in straight-line miles. */
function fromUptown(coordinates: ServiceArea['coordinates']) {
  const miles = Math.round(distanceMiles(business.geo, coordinates));
  return miles === 0 ? 'Uptown, our base' : `${miles} mi ${direction(business.geo, coordinates)}`;
}

/** The map's text equivalent: every city as a link, with where it lies from Uptown Charlotte. */
export function AreaMapList() {
  return (
    <AreaList className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
      {(area) => <AreaLink area={area} look="row" detail={fromUptown(area.coordinates)} />}
    </AreaList>
  );
}
