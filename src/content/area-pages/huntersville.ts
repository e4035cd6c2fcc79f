import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const huntersville: AreaPageContent = {
  slug: 'huntersville',
  metaTitle: 'Concrete Repair in Huntersville, NC',
  metaDescription:
    `Concrete repair in Huntersville, NC (28070, 28078) for Birkdale, Vermillion, Northstone and HOA communities. Typical jobs ${price('town-north')}, scheduled within 3-5 business days.`,
  heroLead:
    'Between Lake Norman and Mountain Island Lake, Huntersville neighborhoods need concrete that drains well and looks right to the HOA. We repair it, usually within 3-5 business days.',
  intro: {
    title: 'Huntersville Concrete Repair, Done on Schedule',
    paragraphs: [
      'Huntersville grew quickly, and most of its homes sit in planned communities with shared standards for how driveways and walks should look. When a slab cracks or sinks, you need it fixed neatly and soon, before the next HOA walk-through.',
      `Once you accept a quote, we schedule Huntersville repairs within 3-5 business days. Typical jobs here cost ${price('town-north')}, depending on the size of the area and whether the slab needs lifting as well as sealing.`,
      `Most repairs take ${business.typicalJobDuration}, and the crew leaves the site swept and clean.`,
    ],
  },
  reasons: {
    title: 'Why Huntersville Homeowners Call Us',
    items: [
      {
        icon: 'calendar',
        title: 'Booked in 3-5 business days',
        text: 'A firm date soon after you approve the quote, not a vague spot on a waiting list.',
      },
      {
        icon: 'thumbsUp',
        title: 'HOA-friendly finishes',
        text: 'We match color and broom texture so the repair blends into the street.',
      },
      {
        icon: 'water',
        title: 'Drainage fixed too',
        text: 'We look at where water goes, because it is usually why the slab moved.',
      },
      {
        icon: 'shield',
        title: 'Licensed & insured',
        text: `Covered crews and a ${business.warranty.workmanshipYears}-year workmanship warranty.`,
      },
    ],
  },
  services: {
    title: 'Huntersville Concrete Services',
    items: {
      'driveway-repair': 'Cracked and settled driveways in Birkdale, Vermillion, Skybrook and Northstone.',
      'crack-repair': 'Sealing cracks in drives, walks and garage floors before water undermines them.',
      resurfacing: `Renewing worn patios and pool surrounds at ${price('resurfacing')}.`,
      leveling: 'Foam lifting for sunken walks, steps and driveway panels, usable the same day.',
      commercial: 'Sidewalks and parking areas for Huntersville shops, offices and community amenities.',
    },
  },
  neighborhoods: {
    title: 'Huntersville Neighborhoods We Serve',
    lead: 'We cover both Huntersville ZIP codes, 28070 and 28078.',
  },
  ground: {
    title: 'Huntersville Ground and Weather',
    paragraphs: [
      'North Mecklenburg is red clay country, and much of Huntersville was built on land graded for subdivisions in the last few decades. Slopes were cut and filled, and concrete on the filled side tends to settle first.',
      'Irrigation adds water that the clay would not otherwise see. A sprinkler head aimed at a driveway edge, night after night, can soften the soil enough for the slab to drop.',
      'Summer thunderstorms dump a lot of rain at once, and winter freezes follow. Both work on any crack that lets water under your concrete.',
    ],
    points: [
      'Filled ground on graded lots',
      'Irrigation soaking slab edges',
      'Heavy summer storm runoff',
    ],
  },
  faqTitle: 'Huntersville Concrete FAQ',
  faqs: [
    {
      question: 'What does concrete repair cost in Huntersville?',
      answer:
        `Typical Huntersville jobs run ${price('town-north')}. Your free, itemized quote shows exactly what is included before you decide.`,
    },
    {
      question: 'How soon can you start?',
      answer:
        'We schedule Huntersville repairs within 3-5 business days of your approval, and most are finished in 1-2 days.',
    },
    {
      question: 'Will the repair pass my HOA?',
      answer:
        'We match the existing color and finish and can share the repair plan with your HOA in advance if it needs approval.',
    },
    {
      question: 'Why is my driveway sinking near the lawn?',
      answer:
        'Usually water: irrigation or a downspout keeps the clay there wet, so it softens and compacts. We lift the slab, fill the void and suggest how to redirect the water.',
    },
  ],
  nearby: {
    title: 'Neighboring Areas',
    lead: 'North Mecklenburg and Cabarrus towns we also serve.',
  },
  sidebar: {
    title: 'Schedule Your Huntersville Repair',
    text: 'Call for a free estimate, or send your details online.',
    quoteLabel: 'Online Quote Request',
    box: { title: 'Our Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Huntersville Repairs in 3-5 Business Days',
    text: 'Call for your free estimate, or request a quote online.',
  },
};
