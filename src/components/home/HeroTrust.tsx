import { business } from '../../config/business.ts';
import { licensedLine, ratingShort } from '../../config/business-facts.ts';
import { Icon } from '../ui/Icon.tsx';
import { Stars } from '../ui/Stars.tsx';

/**
 * What a homeowner checks first, in the first phone screen: the rating with its count and
 * source, the license and the warranty, each from the business facts and nothing more.
 */
export function HeroTrust() {
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 font-semibold">
      <li className="flex flex-wrap items-center gap-x-2">
        <Stars rating={business.rating.value} tone="dark" />
        <span>{ratingShort(business.rating)}</span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="shield" size={20} className="shrink-0 text-focus-dark" />
        <span>{licensedLine(business)}</span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="award" size={20} className="shrink-0 text-focus-dark" />
        <span>{business.warranty.workmanshipYears}-year workmanship warranty</span>
      </li>
    </ul>
  );
}
