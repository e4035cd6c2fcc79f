import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import type { AreaPageContent } from './types.ts';

export const cornelius: AreaPageContent = {
  slug: 'cornelius',
  metaTitle: 'Concrete Repair in Cornelius, NC',
  metaDescription:
    `Lake Norman concrete repair in Cornelius, NC (28031): lakefront patios, pool decks and driveways in the Peninsula Club, Antiquity and downtown. Crack repair from ${price('minor-crack-repair.low')}.`,
  heroLead:
    'Lakefront patios, pool decks and long driveways down to the water: Cornelius concrete works hard, and we keep it looking its best.',
  intro: {
    title: 'Lake Norman Concrete Repair in Cornelius',
    paragraphs: [
      'Cornelius wraps around the eastern shore of Lake Norman. Many homes here have more concrete than most: pool decks, patios that step down toward a dock, and driveways that run down a slope to the house.',
      'That concrete lives with water on every side. Rain runs down the slope, the lake keeps the ground damp, and pool water splashes onto the deck every summer day. Our repairs are planned for those conditions.',
      `Minor crack repair in Cornelius starts from ${price('minor-crack-repair.low')}, and resurfacing costs ${price('resurfacing')}. Every quote is free and itemized.`,
    ],
  },
  reasons: {
    title: 'Why Cornelius Chooses Us',
    items: [
      {
        icon: 'fast',
        title: 'Fast Response',
        text: 'Same-day or next-day visits across Cornelius, including lakefront homes.',
      },
      {
        icon: 'shield',
        title: 'Licensed & Insured',
        text: 'Fully covered crews working on your property.',
      },
      {
        icon: 'thumbsUp',
        title: 'Quality Guaranteed',
        text: '100% satisfaction guarantee and a written workmanship warranty.',
      },
      {
        icon: 'award',
        title: `${business.yearsInBusiness} Years`,
        text: `${business.yearsInBusiness} years of concrete repair around Lake Norman and Charlotte.`,
      },
    ],
  },
  services: {
    title: 'Concrete Services in Cornelius',
    items: {
      'driveway-repair': 'Sloped lakefront driveways with cracks, settling or worn tops.',
      'crack-repair': `Crack sealing from ${price('minor-crack-repair.low')}, keeping lake-damp soil out of the joints.`,
      resurfacing: `Pool decks and patios renewed at ${price('resurfacing')}, with slip-resistant options.`,
      leveling: 'Lifting patios and walks that have sunk toward the water.',
      commercial: 'Walks, lots and marina-area concrete for Cornelius businesses.',
    },
  },
  neighborhoods: {
    title: 'Cornelius Neighborhoods We Serve',
    lead: 'All of Cornelius shares one ZIP code, 28031.',
  },
  ground: {
    title: 'Lake Norman Soil and Concrete',
    paragraphs: [
      'The ground around Lake Norman is Piedmont clay, often on a slope toward the water. Rain that runs downhill washes soil from under patio and walk edges, and slabs closest to the shore settle first.',
      'Pool decks face chlorinated water, hot sun and bare feet. The surface scales and fades, and joints open as the deck heats and cools every day.',
      'Winter freezes are short here but they still find any crack holding water, so we seal openings before the cold arrives.',
    ],
  },
  commonIssues: {
    title: 'Common Concrete Issues in Cornelius',
    items: [
      'Patios and walks settling toward the lake',
      'Erosion under slab edges on sloped lots',
      'Scaled and faded pool deck surfaces',
      'Open joints on sun-baked decks',
      'Cracked driveways on steep grades',
      'Trip edges on walks to the dock',
    ],
  },
  faqTitle: 'Cornelius Concrete FAQ',
  faqs: [
    {
      question: 'How much does concrete repair cost in Cornelius?',
      answer:
        `Minor crack repair starts from ${price('minor-crack-repair.low')}. Resurfacing runs ${price('resurfacing')}. Larger jobs are priced after a free visit.`,
    },
    {
      question: 'Do you work on lakefront properties?',
      answer:
        'Yes. Lakefront patios, decks and walks are a large part of our Cornelius work. We plan access and cleanup so nothing ends up in the lake.',
    },
    {
      question: 'How long does a repair take?',
      answer: `Most Cornelius repairs take ${business.typicalJobDuration}. Resurfacing a large pool deck can take a little longer.`,
    },
    {
      question: 'Can you match the color of my existing concrete?',
      answer:
        'Yes. We blend color and texture to match your current concrete, and we show you a sample before finishing the repair.',
    },
  ],
  nearby: {
    title: 'Also Serving Near Cornelius',
    lead: 'Lake Norman neighbors and beyond.',
    extraLinks: [{ label: 'All Concrete Services', href: '/services' }],
  },
  sidebar: {
    title: 'Free Cornelius Estimate',
    text: 'Call during business hours, or send your request online any time.',
    quoteLabel: 'Online Quote Request',
    showHours: true,
    box: {
      title: '100% Satisfaction Guarantee',
      icon: 'thumbsUp',
      items: [
        'We are not done until you are happy',
        `${business.warranty.workmanshipYears}-year workmanship warranty`,
        'Licensed & insured',
      ],
    },
  },
  closing: {
    title: 'Ready to Fix Your Lakefront Concrete?',
    text: 'Call today for a free Cornelius estimate, or request a quote online.',
  },
};
