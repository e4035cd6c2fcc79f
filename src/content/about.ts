import type { IconName } from './icons.ts';
import { business } from '../config/business.ts';
import { price } from './price-list.ts';

export interface CoreValue {
  icon: IconName;
  title: string;
  description: string;
}

/** The story, in paragraphs. No names or founding year: the owner has not supplied them. */
export const aboutStory: readonly string[] = [
  `${business.name} is a local, family-run concrete contractor. For ${business.yearsInBusiness} years we have repaired driveways, sidewalks, patios, steps and commercial slabs across Charlotte and the towns around it, from Huntersville and Cornelius on Lake Norman down to Pineville and out to Gastonia, Concord and Kannapolis.`,
  'Too many homeowners are told they need a new driveway when a repair would do, or are sold a quick patch that fails after one summer. Charlotte concrete has a hard life. Red clay swells when it is wet and shrinks in a dry spell, tree roots push up walkways, and a few freezes each winter pry at every open crack. Repairs that last here start with finding out why the concrete failed.',
  'So that is how we work. We look at the whole slab, explain what caused the damage in plain words, and tell you whether repair or replacement makes more sense, even when the honest answer is the smaller job. You get a written, itemized quote with no hidden fees, and the crew that shows up does what the quote says.',
  `Our faith shapes how we run the business: tell the truth, do the work right when nobody is checking, and treat every customer's property like our own family's. That is why we back our work with a ${business.warranty.workmanshipYears}-year workmanship warranty and a free re-inspection within ${business.warranty.reinspectionYears} year of the repair.`,
];

export const coreValues: readonly CoreValue[] = [
  {
    icon: 'handshake',
    title: 'Integrity',
    description:
      `Honest assessments and transparent pricing. If a ${price('minor-crack-repair.low')} crack repair solves the problem, we will not sell you a replacement.`,
  },
  {
    icon: 'award',
    title: 'Excellence',
    description:
      'Proper preparation, the right materials for Charlotte clay and weather, and careful finishing, because shortcuts show up within a season.',
  },
  {
    icon: 'heart',
    title: 'Service',
    description:
      'We return calls, explain our work, protect your lawn and landscaping, and leave the site clean. You are a neighbor, not a ticket number.',
  },
  {
    icon: 'calendarCheck',
    title: 'Reliability',
    description: `We show up when we say we will and finish on schedule; most jobs take ${business.typicalJobDuration}. If something changes, you hear it from us first.`,
  },
];

export const aboutReasons: readonly string[] = [
  `${business.yearsInBusiness} years repairing concrete across the Charlotte metro`,
  'Licensed and insured, so your property and our crew are protected',
  `Quality guaranteed: a ${business.warranty.workmanshipYears}-year workmanship warranty and a free re-inspection within ${business.warranty.reinspectionYears} year`,
  'Christian values: honest advice, fair prices and respect for your home',
  'Free estimates and written, no-obligation quotes with no hidden fees',
  `Rated ${business.rating.value.toFixed(1)} out of ${business.rating.best} from ${business.rating.count} customer reviews`,
];
