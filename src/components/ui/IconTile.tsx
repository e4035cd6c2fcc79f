import type { IconName } from '../../content/icons.ts';
import { Icon } from './Icon.tsx';

interface IconTileProps {
  icon: IconName;
  className?: string;
}

/** The 3 rem tinted square that holds a card's icon. */
export function IconTile({ icon, className = '' }: IconTileProps) {
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-brand ${className}`}>
      <Icon name={icon} size={26} />
    </span>
  );
}
