import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

interface FillerTileProps {
  title: string;
  children: ReactNode;
  href: string;
  action: string;
  /** Grid placement and, where a grid only sometimes has a gap, when the tile shows. */
  className?: string;
}

/**
 * The dashed tile that takes the last cells of a grid's last row, so no row of cards ends with
 * an empty space: it offers the next step instead.
 */
export function FillerTile({ title, children, href, action, className = 'flex' }: FillerTileProps) {
  return (
    <li className={`${className} flex-col items-start justify-center rounded-card border-2 border-dashed border-line p-6`}>
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-2 text-muted">{children}</p>
      <Button href={href} variant="secondary" className="mt-5">
        {action}
      </Button>
    </li>
  );
}
