import type { AreaFeature } from '../../content/area-pages/types.ts';
import { IconTile } from '../ui/IconTile.tsx';

/** The 'reasons to choose' cards of an area page. */
export function AreaFeatureGrid({ items }: { items: readonly AreaFeature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
          <IconTile icon={item.icon} />
          <div>
            <h3 className="text-lg lg:text-xl">{item.title}</h3>
            <p className="mt-1.5 text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
