import { formatNumber } from '../../lib/format-number.ts';
import type { Share } from '../../lib/insights-view.ts';

interface ShareListProps {
  title: string;
  shares: readonly Share[];
}

/** Quote requests split by one property (service, town), largest first, with a bar for scale. */
export function ShareList({ title, shares }: ShareListProps) {
  const largest = Math.max(1, ...shares.map((share) => share.requests));
  return (
    <div>
      <h3 className="text-lg">{title}</h3>
      {shares.length === 0 ? (
        <p className="mt-2 text-muted">No quote requests in this period.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {shares.map((share) => (
            <li key={share.name}>
              <p className="flex justify-between gap-3">
                <span>{share.name}</span>
                <span className="font-bold">{formatNumber(share.requests)}</span>
              </p>
              {/* An SVG's own attributes draw the bar: the CSP allows no style attribute. */}
              <svg aria-hidden="true" viewBox="0 0 100 2" preserveAspectRatio="none" className="block h-2 w-full overflow-hidden rounded-full">
                <rect width="100" height="2" className="fill-brand-tint" />
                <rect width={(share.requests / largest) * 100} height="2" className="fill-brand" />
              </svg>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
