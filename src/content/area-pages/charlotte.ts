import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const charlotte: AreaPageContent = {
  slug: 'charlotte',
  metaTitle: 'Concrete Repair in Charlotte, NC',
  metaDescription:
    'Driveway, crack, leveling and resurfacing repair across Charlotte, from Dilworth and Myers Park to South End and NoDa. Free estimates, most jobs done in 1-2 days.',
  heroLead:
    'From 1920s bungalows under old willow oaks to new South End townhomes, we fix cracked, sunken and worn concrete in every part of the Queen City.',
  intro: {
    title: 'Concrete Repair Built Around Charlotte Clay',
    paragraphs: [
      'Charlotte sits on Piedmont red clay. It swells when the summer storms soak it and shrinks again in a dry August, and every cycle nudges your driveway, walk or patio a little. That is why so many Charlotte slabs show the same pattern: a diagonal crack near a corner, a section that has dropped an inch, a joint that has opened up.',
      `We have been repairing concrete here for ${business.yearsInBusiness} years, so we start by finding out why your slab moved before we touch it. Then we fix it the way that will last: sealing, lifting, patching or resurfacing, usually in ${business.typicalJobDuration}.`,
      `Minor crack repair in Charlotte typically starts at ${price('minor-crack-repair')}. A well-made repair lasts 10+ years and costs ${price('repair-saving')} less than tearing out and pouring new concrete.`,
    ],
  },
  reasons: {
    title: 'Why Charlotte Homeowners Call Us',
    items: [
      {
        icon: 'pin',
        title: 'We know the neighborhoods',
        text: 'Historic districts, HOA rules, narrow Dilworth driveways and Uptown loading zones are routine for our crews.',
      },
      {
        icon: 'fast',
        title: 'Quick visits across the city',
        text: 'Same-day or next-day estimates inside the I-485 loop, and emergency help when a slab becomes a hazard.',
      },
      {
        icon: 'dollar',
        title: 'Itemized, honest quotes',
        text: 'You see the price of each repair before we start. If replacement is the better buy, we say so.',
      },
      {
        icon: 'shield',
        title: 'Licensed, insured, guaranteed',
        text: `Every Charlotte job carries our ${business.warranty.workmanshipYears}-year workmanship warranty.`,
      },
    ],
  },
  services: {
    title: 'Concrete Services in Charlotte',
    items: {
      'driveway-repair':
        'Root-lifted and cracked driveways in older neighborhoods, and settled aprons where new builds met fill dirt.',
      'crack-repair': 'Clay movement opens cracks fast here. We seal them before water reaches the base.',
      resurfacing: `Tired patios and walks in Plaza Midwood or Elizabeth renewed at ${price('resurfacing')}.`,
      leveling: 'Foam lifting for sunken walks and stoops, with small holes and same-day use.',
      commercial: 'Storefront sidewalks, parking decks and loading areas from Uptown to South End, scheduled around your hours.',
    },
  },
  neighborhoods: {
    title: 'Charlotte Neighborhoods and ZIP Codes',
    lead: 'We work in every Charlotte ZIP code from 28202 to 28211, and beyond them on request.',
  },
  ground: {
    title: 'Charlotte Soil, Trees and Weather',
    paragraphs: [
      'Most of Mecklenburg County is Cecil-type red clay, with pockets of Iredell clay that shrinks and swells even more. A slab poured on either will move unless the base was compacted and drained well.',
      'Older neighborhoods add a second problem: big trees. The willow oaks that line Myers Park and Dilworth streets send roots under driveways and sidewalks, lifting one side of a joint until it becomes a trip edge.',
      'Then the weather. Hot summers bake the surface, heavy thunderstorms wash out the soil beside slabs, and winter nights that dip below freezing widen any crack that holds water.',
    ],
    points: [
      'Red clay expands when wet and shrinks when dry',
      'Tree roots lift joints on older streets',
      'Storm runoff erodes soil beside slabs',
      'Freezing nights widen water-filled cracks',
    ],
  },
  faqTitle: 'Charlotte Concrete Repair Questions',
  faqs: [
    {
      question: 'How much does concrete repair cost in Charlotte?',
      answer:
        `Minor crack repair in Charlotte starts at about ${price('minor-crack-repair')}. Larger work depends on the size and cause of the damage, and we give you a written, itemized quote after a free look at the slab.`,
    },
    {
      question: 'Can you fix a sidewalk lifted by tree roots in Dilworth or Myers Park?',
      answer:
        'Often, yes. We cut or grind the raised edge, or lift the low side with foam so both panels meet again. If roots keep pushing, we explain your options, including working with an arborist.',
    },
    {
      question: 'Do you work in Charlotte historic districts?',
      answer:
        'Yes. We match the look of existing walks and driveways and keep repairs as small as the damage allows, which suits historic district homes well.',
    },
    {
      question: 'Is repair really cheaper than replacing my Charlotte driveway?',
      answer:
        `Usually. Repair typically costs ${price('repair-saving')} less than replacement and lasts 10+ years when the cause is fixed too. When more than about 30% of the surface is failing, we will tell you replacement may be wiser.`,
    },
  ],
  nearby: {
    title: 'Nearby Areas We Serve',
    lead: 'Just outside the city limits? These towns get the same crews.',
  },
  sidebar: {
    title: 'Free Charlotte Estimate',
    text: `Call us or send photos online. We reply within ${business.responseTime}.`,
    quoteLabel: 'Online Quote Request',
    box: { title: 'Our Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Fix Your Charlotte Concrete This Month',
    text: 'Call for a free estimate, or tell us about the slab online.',
  },
};
