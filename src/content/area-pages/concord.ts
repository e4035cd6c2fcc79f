import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const concord: AreaPageContent = {
  slug: 'concord',
  metaTitle: 'Concrete Repair in Concord, NC',
  metaDescription:
    `Concrete repair in Concord, NC (28025, 28027): historic downtown walks, Highland Creek and Christenbury driveways, leveling. Minor crack repair from ${price('minor-crack-repair')}.`,
  heroLead:
    'Century-old walks downtown, newer driveways near the Speedway: Concord has both, and we repair both.',
  intro: {
    title: 'Concrete Repair Across Concord',
    paragraphs: [
      'Concord is two towns in one. Along North Union Street many homes are more than a century old, with narrow walks, steps and porches that have settled for generations. Out toward Highland Creek, Christenbury and Afton Village, the houses are newer and the trouble is different: driveways poured on freshly graded lots that are still finding their level.',
      `We handle both kinds of job. Minor crack repair in Concord typically starts at ${price('minor-crack-repair')}, and most other work is quoted after a free visit.`,
      `With ${business.yearsInBusiness} years in the Charlotte metro, our crews know Cabarrus County clay and how it treats concrete.`,
    ],
  },
  reasons: {
    title: 'Why Concord Property Owners Choose Us',
    items: [
      {
        icon: 'hammer',
        title: 'Care with older concrete',
        text: 'Small, careful repairs that keep the character of historic steps and walks.',
      },
      {
        icon: 'layers',
        title: 'New-build know-how',
        text: 'We fix settling on young subdivisions where the lot fill has not finished compacting.',
      },
      {
        icon: 'calendar',
        title: 'Race-week scheduling',
        text: 'Near the Speedway? We plan around event traffic so your repair is not stuck in it.',
      },
      {
        icon: 'shield',
        title: 'Warranty on every job',
        text: `${business.warranty.workmanshipYears} years on workmanship, plus a free re-inspection.`,
      },
    ],
  },
  services: {
    title: 'Our Concord Services',
    items: {
      'driveway-repair': 'Cracked and settled driveways in Afton Village, Christenbury and the newer Concord subdivisions.',
      'crack-repair': `Minor crack repair from ${price('minor-crack-repair')}, with the cause found first.`,
      resurfacing: `New wearing surfaces for pitted porches and patios, priced at ${price('resurfacing')}.`,
      leveling: 'Raising sunken front walks and steps downtown without tearing them out.',
      commercial: 'Lots, walks and loading areas for Concord businesses, including event-season work.',
    },
  },
  neighborhoods: {
    title: 'Concord Neighborhoods and ZIP Codes',
    lead: 'Downtown is in 28025; the western side toward Charlotte is 28027.',
  },
  ground: {
    title: 'Cabarrus County Soil and Concord Concrete',
    paragraphs: [
      'Concord is firmly in the Piedmont, on red clay that holds water after storms and cracks open in a dry spell. Concrete on that clay needs a drained, compacted base; many older slabs never had one.',
      'Newer neighborhoods were built fast on graded land. Where fill was placed in deep layers, the years after construction bring settling, and driveways and garage floors crack along the line where cut ground meets fill.',
      'Add hot summers, heavy spring rain and a few hard winter freezes, and small cracks rarely stay small here.',
    ],
    points: [
      'Old slabs poured without a proper base',
      'New lots settling where fill meets cut ground',
      'Spring downpours that soak the clay',
    ],
  },
  faqTitle: 'Concord Concrete Repair FAQ',
  faqs: [
    {
      question: 'How much is minor crack repair in Concord?',
      answer:
        `It typically starts at ${price('minor-crack-repair')} in Concord. We confirm the price in writing after looking at the cracks and what caused them.`,
    },
    {
      question: 'My Highland Creek driveway is only a few years old and already cracked. Why?',
      answer:
        'Usually the fill under it is still settling. We check whether the slab is hollow underneath, then fill voids and seal cracks so water stops making it worse.',
    },
    {
      question: 'Can you repair steps and walks in the historic district?',
      answer:
        'Yes. We favor targeted repairs that leave original concrete in place and match the surrounding finish as closely as possible.',
    },
    {
      question: 'Do you work during Charlotte Motor Speedway race weeks?',
      answer:
        'We do, but we schedule around event traffic near the Speedway so the crew arrives on time and your repair is not delayed.',
    },
  ],
  nearby: {
    title: 'Towns Near Concord',
    lead: 'Our Concord crews also cover these neighbors.',
  },
  sidebar: {
    title: 'Free Concord Estimate',
    text: 'Call for a visit, or send photos online.',
    quoteLabel: 'Online Quote Request',
    box: { title: 'Our Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Book Your Concord Repair',
    text: 'Call now, or request a free quote online.',
  },
};
