import type { Tile } from '../../content/service-pages.ts';
import { IconTile } from '../ui/IconTile.tsx';

export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
      {tiles.map((tile) => (
        <li key={tile.title} className="flex gap-4">
          <IconTile icon={tile.icon} />
          <div>
            <h3 className="text-xl">{tile.title}</h3>
            <p className="mt-1.5 text-muted">{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
