import type { IconTileItem } from '../../content/icons.ts';
import { IconTile } from './IconTile.tsx';

interface IconTileListProps {
  items: readonly IconTileItem[];
  /** The grid: its columns and gaps differ from page to page. */
  className: string;
  /** An item: the icon beside the words, bare or as a card. */
  itemClassName?: string;
  titleClassName?: string;
  textClassName?: string;
}

/** A grid of icon tiles, each with a title and a line of text (reasons to choose, what affects cost…). */
export function IconTileList({ items, className, itemClassName = 'flex gap-4', titleClassName = 'text-xl', textClassName = 'mt-2 text-muted' }: IconTileListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <IconTile icon={item.icon} />
          <div>
            <h3 className={titleClassName}>{item.title}</h3>
            <p className={textClassName}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
