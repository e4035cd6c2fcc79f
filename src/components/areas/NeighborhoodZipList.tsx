import type { AreaNeighborhood } from '../../content/areas.ts';
import { Icon } from '../ui/Icon.tsx';

interface NeighborhoodZipListProps {
  neighborhoods: readonly AreaNeighborhood[];
  zipCodes: readonly string[];
}

/** Neighborhoods with their ZIP codes, then the area's full ZIP list. */
export function NeighborhoodZipList({ neighborhoods, zipCodes }: NeighborhoodZipListProps) {
  return (
    <>
      <ul className="grid gap-x-6 gap-y-0 rounded-card border border-line bg-white px-5 py-2 shadow-card sm:grid-cols-2">
        {neighborhoods.map((n) => (
          <li key={n.name} className="flex items-center justify-between gap-3 border-b border-line py-3 last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0">
            <span className="flex items-center gap-2 font-semibold">
              <Icon name="pin" size={18} className="shrink-0 text-action" />
              {n.name}
            </span>
            {n.zips.length > 0 ? <span className="shrink-0 text-small text-muted tabular-nums">{n.zips.join(', ')}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-muted">
        <strong className="text-ink">ZIP codes served:</strong> {zipCodes.join(', ')}
      </p>
    </>
  );
}
