import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import { guaranteeItems, type AreaPageContent } from './types.ts';

export const matthews: AreaPageContent = {
  slug: 'matthews',
  metaTitle: 'Concrete Repair in Matthews, NC',
  metaDescription:
    `Concrete repair in Matthews, NC (28104, 28105): driveway cracks, sunken walks, patios and resurfacing. Estimates within 24 hours, minor crack repair from ${price('minor-crack-repair.low')}.`,
  heroLead:
    'Driveways, patios and walks in Matthews subdivisions are reaching the age when concrete starts to show it. We repair them, with estimates within 24 hours.',
  intro: {
    title: 'Concrete Repair for Matthews Homes',
    paragraphs: [
      'A large share of Matthews homes went up between the 1980s and the 2000s. Their driveways and patios are now twenty to forty years old, and many show the same wear: hairline cracks that have grown, a garage apron that has dropped, a patio that drains toward the house.',
      `Call or send a request and we will give you an estimate within 24 hours. Minor crack repair in Matthews starts from ${price('minor-crack-repair.low')}, and we tell you plainly which repairs can wait and which cannot.`,
      `Most Matthews jobs are finished in ${business.typicalJobDuration}, and the crew cleans up before it leaves.`,
    ],
  },
  reasons: {
    title: 'Why Matthews Chooses Us',
    items: [
      {
        icon: 'clock',
        title: 'Estimates within 24 hours',
        text: 'You get a price quickly, so a small crack does not sit through another season.',
      },
      {
        icon: 'team',
        title: 'Subdivision experience',
        text: 'We work to HOA standards and match the finish of neighboring driveways on your street.',
      },
      {
        icon: 'dollar',
        title: 'Repair before replace',
        text: `Most Matthews driveways need repair, not a new pour. Repair costs ${price('repair-saving')} less.`,
      },
      {
        icon: 'shield',
        title: 'Backed in writing',
        text: 'Licensed and insured, with a written workmanship warranty on every job.',
      },
    ],
  },
  services: {
    title: 'What We Repair in Matthews',
    items: {
      'driveway-repair': 'Settled garage aprons and widening cracks on driveways from the 1980s onward.',
      'crack-repair': `Sealing from ${price('minor-crack-repair.low')} in Matthews, before rain and frost make the cracks worse.`,
      resurfacing: `A fresh top for stained or scaling patios and pool decks, at ${price('resurfacing')}.`,
      leveling: 'Lifting sunken walks, steps and patio slabs back toward level with foam.',
      commercial: 'Sidewalk and parking repairs for shops and offices along Matthews business corridors.',
    },
  },
  neighborhoods: {
    title: 'Matthews Neighborhoods We Serve',
    lead: 'The town proper uses 28105; the 28104 ZIP reaches into Union County, and we serve both.',
  },
  ground: {
    title: 'Why Matthews Concrete Cracks',
    paragraphs: [
      'Matthews sits on the same Piedmont clay as the rest of the region. In subdivisions the bigger issue is often fill: lots were graded, and soil pushed against foundations and under driveway edges was not always compacted. Over decades it settles, and the concrete above it follows.',
      'Downspouts that empty beside a driveway make it worse. Water softens the clay, the slab edge loses support, and a crack appears a foot or two in from the side.',
      'Summer heat and the odd hard freeze finish the job by opening those cracks a little more each year.',
    ],
    points: [
      'Settling fill beside foundations and drives',
      'Downspouts draining onto slab edges',
      'Clay that softens after heavy rain',
    ],
  },
  faqTitle: 'Matthews Concrete Questions',
  faqs: [
    {
      question: 'How fast can I get an estimate in Matthews?',
      answer:
        'Within 24 hours of your call or online request. For simple jobs we can often quote from photos; otherwise we visit.',
    },
    {
      question: 'What does crack repair cost in Matthews?',
      answer:
        `Minor crack repair in Matthews starts from ${price('minor-crack-repair.low')}. Wider or structural cracks cost more, and your written quote lists each repair separately.`,
    },
    {
      question: 'My HOA has rules about driveway color. Can you match it?',
      answer:
        'Yes. We match the color and texture of existing concrete and can provide details for your HOA before the work starts.',
    },
    {
      question: 'Do you serve Stallings and the Union County side of Matthews?',
      answer:
        'Yes. We work throughout the 28104 and 28105 ZIP codes, including homes in Union County with a Matthews address.',
    },
  ],
  nearby: {
    title: 'Also Near Matthews',
    lead: 'We cover the neighboring towns with the same crews.',
  },
  sidebar: {
    title: 'Matthews Estimate in 24 Hours',
    text: 'Call now, or send your details and photos online.',
    quoteLabel: 'Online Quote Request',
    box: { title: 'The Matthews Guarantee', icon: 'shield', items: guaranteeItems },
  },
  closing: {
    title: 'Get Your Matthews Estimate Tomorrow',
    text: 'Call today, or send your request online for a quote within 24 hours.',
  },
};
