/**
 * The icons content can name, by key, so data modules stay free of markup; each key is drawn by
 * src/components/ui/Icon.tsx, whose map must hold exactly these.
 */
export type IconName =
  | 'driveway' | 'crack' | 'resurfacing' | 'leveling' | 'commercial' | 'award' | 'shield' | 'fast' | 'clock'
  | 'dollar' | 'team' | 'thumbsUp' | 'calendar' | 'camera' | 'check' | 'chevron' | 'water' | 'hammer'
  | 'hardHat' | 'layers' | 'mail' | 'message' | 'pin' | 'phone' | 'star' | 'sun' | 'tag' | 'heart'
  | 'handshake' | 'calendarCheck' | 'accessibility' | 'alert' | 'church' | 'clipboard' | 'factory'
  | 'fileText' | 'footprints' | 'grid' | 'hospital' | 'house' | 'moon' | 'palette' | 'parking' | 'rain'
  | 'ruler' | 'shovel' | 'stamp' | 'store' | 'tree' | 'truck' | 'warehouse' | 'waves';

/** An item listed with an icon beside its words (reasons to choose, what affects cost…). */
export interface IconTileItem {
  icon: IconName;
  title: string;
  text: string;
}
