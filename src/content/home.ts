import type { IconTileItem } from './icons.ts';
import { business } from '../config/business.ts';

export const heroClaims: readonly string[] = [
  'Free estimates and no-obligation quotes',
  'Same-day or next-day service, with emergency repairs',
  `Most jobs done in ${business.typicalJobDuration}`,
];

export const whyChoose: readonly IconTileItem[] = [
  {
    icon: 'award',
    title: `${business.yearsInBusiness} Years Experience`,
    text: `More than ${business.yearsInBusiness.replace('+', '')} years repairing driveways, slabs and walkways across the Charlotte metro, on red clay and every kind of concrete.`,
  },
  {
    icon: 'shield',
    title: 'Licensed & Insured',
    text: 'Fully licensed and insured, so your property and our crew are protected on every job.',
  },
  {
    icon: 'fast',
    title: 'Fast Service',
    text: 'Same-day or next-day visits, emergency repairs when you need them, and most jobs finished in 1-2 days.',
  },
  {
    icon: 'dollar',
    title: 'Fair Pricing',
    text: 'Transparent, itemized quotes with no hidden fees. Repair usually costs far less than replacement, and we tell you when it does not.',
  },
  {
    icon: 'team',
    title: 'Expert Team',
    text: 'Trained crews who diagnose why concrete failed before they fix it, so the repair lasts.',
  },
  {
    icon: 'thumbsUp',
    title: 'Satisfaction Guaranteed',
    text: `Quality workmanship backed by a ${business.warranty.workmanshipYears}-year workmanship warranty and a free re-inspection within ${business.warranty.reinspectionYears} year.`,
  },
];
