import {
  ArrowUpFromLine,
  Award,
  BadgeDollarSign,
  Building2,
  Calendar,
  Car,
  Check,
  ChevronRight,
  Clock,
  Droplets,
  Hammer,
  HardHat,
  Layers,
  Mail,
  MapPin,
  PaintRoller,
  Phone,
  ShieldCheck,
  Star,
  Sun,
  ThumbsUp,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Data modules name icons by key so content stays free of markup. */
export const icons = {
  driveway: Car,
  crack: Wrench,
  resurfacing: PaintRoller,
  leveling: ArrowUpFromLine,
  commercial: Building2,
  award: Award,
  shield: ShieldCheck,
  fast: Zap,
  clock: Clock,
  dollar: BadgeDollarSign,
  team: Users,
  thumbsUp: ThumbsUp,
  calendar: Calendar,
  check: Check,
  chevron: ChevronRight,
  water: Droplets,
  hammer: Hammer,
  hardHat: HardHat,
  layers: Layers,
  mail: Mail,
  pin: MapPin,
  phone: Phone,
  star: Star,
  sun: Sun,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

interface IconProps {
  name: IconName;
  className?: string;
  size?: number;
}

/** Decorative icon: the words next to it carry the meaning. */
export function Icon({ name, className, size = 24 }: IconProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} size={size} strokeWidth={2} />;
}
