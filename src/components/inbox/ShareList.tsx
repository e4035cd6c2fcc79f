import { formatNumber } from '../../lib/format-number.ts';
import type { Share } from '../../lib/insights-view.ts';
import { ShareBar } from './ShareBar.tsx';

interface ShareListProps {
  title: string;
  shares: readonly Share[];
}

/** Quote requests split by one property (service, town), largest first, with a bar for scale. */
export function ShareList({ title, shares }: ShareListProps) {
  const largest = Math.max(...shares.map((share) => share.requests));
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
              <ShareBar value={share.requests} largest={largest} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
