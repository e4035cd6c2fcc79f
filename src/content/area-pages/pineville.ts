import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const pineville: AreaPageContent = {
  slug: 'pineville',
  metaTitle: 'Concrete Repair in Pineville, NC',
  metaDescription:
    `Residential and commercial concrete repair in Pineville, NC (28134, 28226): driveways, walks, parking areas and leveling near Carolina Place. Jobs ${price('town-north')}.`,
  heroLead:
    'Homes off Main Street, shops along the Carolina Place retail corridor: Pineville concrete takes heavy use, and we keep it safe and level.',
  intro: {
    title: 'Pineville Concrete Repair for Homes and Businesses',
    paragraphs: [
      'Pineville is small, but a lot of traffic passes through it. The retail corridor around Carolina Place mall puts trucks, shopping carts and crowds on sidewalks and parking areas every day, while the older streets near downtown hold houses with driveways that have settled over the years.',
      `We repair both. Typical Pineville jobs cost ${price('town-north')}, and because repair costs ${price('repair-saving')} less than replacement, most owners fix rather than re-pour.`,
      `Commercial work is scheduled early, late or in phases so your customers can still get in, and most jobs are done in ${business.typicalJobDuration}.`,
    ],
  },
  reasons: {
    title: 'Why Pineville Owners Choose Us',
    items: [
      {
        icon: 'commercial',
        title: 'Retail-ready scheduling',
        text: 'Phased and off-hours work so storefronts and parking stay open.',
      },
      {
        icon: 'fast',
        title: 'Quick response',
        text: 'Same-day or next-day visits, and emergency help for trip hazards.',
      },
      {
        icon: 'dollar',
        title: 'Transparent quotes',
        text: 'Each repair priced separately, with no hidden fees.',
      },
      {
        icon: 'shield',
        title: 'Licensed & insured',
        text: 'Covered crews, with a written workmanship warranty.',
      },
    ],
  },
  services: {
    title: 'Our Pineville Services',
    lead: 'All five services, for Pineville homes and businesses.',
    items: {
      'driveway-repair': 'Settled and cracked driveways on older Pineville streets and in the 28226 neighborhoods.',
      'crack-repair': 'Sealing cracks in walks, patios and shop floors before they spread.',
      resurfacing: `A renewed surface for worn entries and patios at ${price('resurfacing')}.`,
      leveling: 'Lifting sunken sidewalk panels that have become trip hazards.',
      commercial: 'Parking areas, curbs and walkways along the Carolina Place retail corridor.',
    },
  },
  neighborhoods: {
    title: 'Pineville Neighborhoods and ZIP Codes',
    lead: 'We cover Pineville (28134) and the neighboring 28226 area of south Charlotte.',
  },
  ground: {
    title: 'Pineville Soil, Creeks and Weather',
    paragraphs: [
      'Parts of Pineville sit on low ground along Little Sugar Creek. That floodplain soil stays wet after heavy storms, and slabs near it are more prone to settling and washouts along their edges.',
      'Elsewhere the ground is the familiar Piedmont clay, which swells in wet weeks and shrinks in dry ones. Large paved retail areas also send a lot of runoff toward the edges of walks and lots.',
      'Hot summers and winter freezes complete the picture: any open crack lets water in, and each season makes it wider.',
    ],
    points: [
      'Wet floodplain soil near Little Sugar Creek',
      'Runoff from large paved areas',
      'Clay that swells and shrinks with rainfall',
    ],
  },
  faqTitle: 'Pineville Concrete FAQ',
  faqs: [
    {
      question: 'How much does concrete repair cost in Pineville?',
      answer:
        `Most Pineville jobs run ${price('town-north')}. The free estimate gives you a written price for each repair before any work begins.`,
    },
    {
      question: 'Do you handle both residential and commercial concrete?',
      answer:
        'Yes. We repair driveways, walks and patios for homeowners, and parking areas, sidewalks and entrances for Pineville businesses.',
    },
    {
      question: 'How quickly can you respond?',
      answer:
        'We offer same-day or next-day visits, and emergency service when damaged concrete is a safety risk. Online requests get a reply within 24 hours.',
    },
    {
      question: 'Should I repair or replace my concrete?',
      answer:
        `Repair costs ${price('repair-saving')} less than replacement and is usually the right call. If more than about 30% of the surface is failing, replacement can be the better investment, and we will say so.`,
    },
  ],
  nearby: {
    title: 'Areas Near Pineville',
    lead: 'Our nearest service areas to Pineville.',
  },
  sidebar: {
    title: 'Free Pineville Estimate',
    text: 'Call for a free estimate, or send your project online.',
    callLabel: 'Free Estimate:',
    quoteLabel: 'Online Quote Request',
    box: { title: 'Our Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Safe, Level Concrete in Pineville',
    text: 'Call for a free estimate, or request your quote online.',
  },
};
