import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const gastonia: AreaPageContent = {
  slug: 'gastonia',
  metaTitle: 'Concrete Repair in Gastonia, NC',
  metaDescription:
    `Concrete repair in Gastonia, NC (28052-28054, 28056): mill-village homes, driveways, walks and commercial lots. Jobs ${price('town-west')}, Sunday appointments available.`,
  heroLead:
    'Across the Catawba in Gaston County, we repair driveways, walks and slabs from the old mill villages to the newer streets south of town.',
  heroNote: 'Sunday appointments available in Gastonia.',
  intro: {
    title: 'Gastonia Concrete Repair',
    paragraphs: [
      'Gastonia was built on textile mills, and many of its streets are still lined with mill-village houses: small lots, short driveways, front steps that have seen a hundred years of use. Alongside them are newer subdivisions south and east of town.',
      `Concrete repair in Gastonia typically costs ${price('town-west')}. A properly done repair here lasts 10-15 years, and it costs ${price('repair-saving')} less than replacing the slab.`,
      'Weekdays are busy for many Gaston County families, so we offer Sunday appointments in Gastonia. Our office hours are otherwise the same as everywhere we work.',
    ],
  },
  reasons: {
    title: 'Why Gastonia Works With Us',
    items: [
      {
        icon: 'calendar',
        title: 'Sunday appointments',
        text: 'Available in Gastonia when a weekday visit does not fit your schedule.',
      },
      {
        icon: 'hammer',
        title: 'At home with older houses',
        text: 'Mill-village steps and walks get repairs sized to the damage, not a full tear-out.',
      },
      {
        icon: 'dollar',
        title: 'One clear price range',
        text: `Most Gastonia jobs fall between ${price('town-west.low')} and ${price('town-west.high')}, itemized before we start.`,
      },
      {
        icon: 'shield',
        title: 'Guaranteed workmanship',
        text: `Licensed, insured and covered by our ${business.warranty.workmanshipYears}-year warranty.`,
      },
    ],
  },
  services: {
    title: 'Concrete Services in Gastonia',
    items: {
      'driveway-repair': 'Short mill-village driveways and longer suburban ones, patched, sealed or lifted.',
      'crack-repair': 'Sealing and injection for cracked walks, steps and basement slabs.',
      resurfacing: `Worn and pitted concrete given a new top layer for ${price('resurfacing')}.`,
      leveling: 'Lifting settled walks and patios where the ground below has washed out.',
      commercial: 'Parking, sidewalk and dock repairs for Gaston County businesses and warehouses.',
    },
  },
  neighborhoods: {
    title: 'Gastonia Neighborhoods and ZIP Codes',
    lead: 'We also work in Cramerton, Belmont and Mount Holly on request.',
  },
  ground: {
    title: 'Gaston County Soil and Gastonia Concrete',
    paragraphs: [
      'Gaston County shares the Piedmont red clay found across the region, but in many places its ground is rockier. Stones and shallow rock under a slab mean uneven support: the concrete rides on hard points and cracks between them.',
      'The South Fork and the main Catawba River wind along the east side of the county. Lower ground near the rivers and their creeks stays damp longer after rain, and slabs there are more likely to settle.',
      'Older mill houses often had walks and steps poured with little or no base, which is why so many are tilted or broken today.',
    ],
    points: [
      'Rocky ground that supports slabs unevenly',
      'Damp, low ground near the rivers',
      'Older walks poured with no base',
    ],
  },
  faqTitle: 'Gastonia Concrete Repair FAQ',
  faqs: [
    {
      question: 'How much does concrete repair cost in Gastonia?',
      answer:
        `Most Gastonia repairs cost ${price('town-west')}, depending on size and method. We confirm the price in a written quote after a free estimate.`,
    },
    {
      question: 'Can I book a Sunday appointment?',
      answer:
        'Yes. Sunday appointments are available in Gastonia. Call during office hours to arrange one.',
    },
    {
      question: 'How long will a repair last in Gastonia?',
      answer:
        'A properly done repair lasts 10-15 years here, longer when drainage problems around the slab are fixed at the same time.',
    },
    {
      question: 'Do you work on old mill-village houses?',
      answer:
        'Yes. We often repair steps, walks and short driveways at mill-era homes, keeping as much of the original concrete as we safely can.',
    },
  ],
  nearby: {
    title: 'Other Areas Near Gastonia',
    lead: 'East across the Catawba, these are our nearest service areas.',
  },
  sidebar: {
    title: 'Free Gastonia Estimate',
    text: 'Call to book a visit, or request a quote online.',
    quoteLabel: 'Online Quote Request',
    showHours: true,
    note: 'Sunday appointments available in Gastonia.',
    box: { title: 'Our Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Get Your Gastonia Concrete Fixed',
    text: 'Call for a free estimate, Sundays included by appointment.',
  },
};
