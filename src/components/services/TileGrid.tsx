import type { Tile } from '../../content/service-pages.ts';
import { IconTileList } from '../ui/IconTileList.tsx';

export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  return <IconTileList items={tiles} className="grid gap-x-8 gap-y-8 sm:grid-cols-2" textClassName="mt-1.5 text-muted" />;
}
