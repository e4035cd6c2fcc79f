import type { IconName } from './icons.ts';
import { price } from './price-list.ts';

export type ServiceSlug = 'driveway-repair' | 'crack-repair' | 'resurfacing' | 'leveling' | 'commercial';

export interface Service {
  slug: ServiceSlug;
  title: string;
  /** Shorter label for tight lists such as the footer. */
  shortTitle: string;
  href: `/services/${ServiceSlug}`;
  icon: IconName;
  description: string;
  /** Exactly five, shown as the card checklist. */
  features: readonly [string, string, string, string, string];
  benefits: string;
}

/** The five services, in the order every list on the site uses. */
export const services: readonly Service[] = [
  {
    slug: 'driveway-repair',
    title: 'Driveway Repair',
    shortTitle: 'Driveway Repair',
    href: '/services/driveway-repair',
    icon: 'driveway',
    description:
      'Cracked, chipped, sunken or flaking driveway? We repair the damage so your driveway is safe and looks cared for, usually for a fraction of what a new one costs.',
    features: [
      'Crack filling and sealing',
      'Sunken slab lifting',
      'Chip, spall and pothole patching',
      'Expansion joint repair',
      'Resurfacing for worn tops',
    ],
    benefits:
      `Most driveway repairs cost ${price('driveway-repair')} and are finished in 1-2 days. A sound repair lasts 5-10 years, and when less than 30% of the surface is damaged, repair is almost always the better buy than tearing out and pouring new.`,
  },
  {
    slug: 'crack-repair',
    title: 'Crack Repair',
    shortTitle: 'Crack Repair',
    href: '/services/crack-repair',
    icon: 'crack',
    description:
      'Cracks let water under your slab, and in Charlotte clay that water does real damage. We find why the crack formed and seal it with the right method for its type.',
    features: [
      'Free crack inspection',
      'Epoxy injection',
      'Polyurethane foam injection',
      'Flexible caulking and sealing',
      'Stitching for structural cracks',
    ],
    benefits:
      `Crack repair runs ${price('crack-repair')}: minor sealing from about ${price('crack-sealing.low')}, epoxy injection ${price('epoxy-injection')}. Most jobs take 2-4 hours, and epoxy cures in 24-48 hours. Sealing a crack early keeps a small repair from becoming a slab replacement.`,
  },
  {
    slug: 'resurfacing',
    title: 'Concrete Resurfacing',
    shortTitle: 'Resurfacing',
    href: '/services/resurfacing',
    icon: 'resurfacing',
    description:
      'Give worn, stained or pitted concrete a new, durable top layer. Resurfacing renews driveways, patios, walkways and pool decks without demolition.',
    features: [
      'Polymer-modified overlays',
      'Stamped and textured finishes',
      'Color and stain options',
      'Slip-resistant pool deck coatings',
      'Spall and scaling repair',
    ],
    benefits:
      `Resurfacing costs ${price('resurfacing')}, ${price('resurfacing-saving')} less than replacement. Most projects take 1-3 days; you can walk on the surface after 24 hours and drive on it after 3-7 days.`,
  },
  {
    slug: 'leveling',
    title: 'Concrete Leveling',
    shortTitle: 'Leveling',
    href: '/services/leveling',
    icon: 'leveling',
    description:
      'Lift sunken driveways, sidewalks, patios and steps back to level with polyurethane foam injection: small holes, no heavy equipment and no waiting days to use it.',
    features: [
      'Polyurethane foam injection',
      'Mudjacking where it fits',
      'Trip-hazard removal',
      'Void filling under slabs',
      'Joint sealing after lifting',
    ],
    benefits:
      `Leveling typically costs ${price('leveling')}, ${price('leveling-saving')} less than replacement. A typical lift takes about 4 hours, and foam cures in 15 minutes, so you can use the slab the same day.`,
  },
  {
    slug: 'commercial',
    title: 'Commercial Services',
    shortTitle: 'Commercial',
    href: '/services/commercial',
    icon: 'commercial',
    description:
      'Concrete repair for parking lots, sidewalks, loading docks and warehouse floors, scheduled around your tenants, customers and operating hours.',
    features: [
      'Parking lot and sidewalk repair',
      'Trip-hazard and ADA ramp fixes',
      'Loading dock and floor repair',
      'Slab leveling and void filling',
      'After-hours and phased scheduling',
    ],
    benefits:
      'We work in phases and outside business hours so entrances stay open, and we document every repair for your records and insurer. Free estimates with itemized, transparent quotes and no hidden fees.',
  },
];

export function serviceBySlug(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service: ${slug}`);
  return service;
}
