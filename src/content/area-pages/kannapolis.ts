import { business } from '../../config/business.ts';
import { price } from '../price-list.ts';
import type { AreaPageContent } from './types.ts';

export const kannapolis: AreaPageContent = {
  slug: 'kannapolis',
  metaTitle: 'Concrete Repair in Kannapolis, NC',
  metaDescription:
    `Concrete repair in Kannapolis, NC (28081, 28083): mill-house walks, driveways and downtown properties. Repairs typically ${price('town-west')}, free estimates.`,
  heroLead:
    'From Cannon Mills-era houses to the new buildings downtown, we repair the concrete Kannapolis lives on.',
  intro: {
    title: 'Concrete Repair in Kannapolis',
    paragraphs: [
      'Kannapolis grew up around Cannon Mills, and thousands of mill houses still stand on its streets. Their walks, steps and narrow driveways are old and often poured on thin bases, so cracking and settling are common.',
      'The city has changed a great deal since the mill closed. The NC Research Campus now stands on the old mill site, and downtown has been rebuilt with new streetscapes and a ballpark. Newer homes and businesses need their concrete kept sound too.',
      `Concrete repair in Kannapolis typically costs ${price('town-west')} overall, and repair costs ${price('repair-saving')} less than replacement.`,
    ],
  },
  reasons: {
    title: 'Why Kannapolis Calls Us',
    items: [
      {
        icon: 'hammer',
        title: 'Mill-house know-how',
        text: 'Repairs that suit older homes and keep original concrete where it is sound.',
      },
      {
        icon: 'dollar',
        title: 'Clear pricing',
        text: `Most Kannapolis repairs fall within ${price('town-west')}, itemized up front.`,
      },
      {
        icon: 'fast',
        title: 'Prompt visits',
        text: 'Same-day or next-day estimates across both Kannapolis ZIP codes.',
      },
      {
        icon: 'shield',
        title: 'Covered and warrantied',
        text: `Licensed, insured, with a ${business.warranty.workmanshipYears}-year workmanship warranty.`,
      },
    ],
  },
  services: {
    title: 'Kannapolis Concrete Services',
    items: {
      'driveway-repair': 'Narrow mill-house driveways and larger suburban drives, repaired rather than replaced.',
      'crack-repair': 'Sealing cracked walks and steps before winter water gets in.',
      resurfacing: `Worn porches and patios resurfaced for ${price('resurfacing')}.`,
      leveling: 'Lifting tilted front walks and sunken stoops back into line.',
      commercial: 'Sidewalks and lots for downtown Kannapolis businesses and offices.',
    },
  },
  neighborhoods: {
    title: 'Kannapolis Neighborhoods We Serve',
    lead: 'Kannapolis uses two ZIP codes, 28081 and 28083; we serve both.',
  },
  ground: {
    title: 'Kannapolis Soil and Climate',
    paragraphs: [
      'Kannapolis sits on the red clay of the Piedmont, which grips concrete when dry and lets it sink when soaked. Mill-era walks and steps were rarely poured on a compacted stone base, so decades of that movement show.',
      'Older lots often have mature trees close to the house, and their roots lift walk and driveway joints.',
      'Summer heat, heavy rain and a handful of hard freezes each winter keep working on any crack left open.',
    ],
    points: [
      'Red clay that moves with the seasons',
      'Thin or missing bases under older walks',
      'Roots from mature yard trees',
    ],
  },
  faqTitle: 'Kannapolis Concrete FAQ',
  faqs: [
    {
      question: 'How much does concrete repair cost in Kannapolis?',
      answer:
        `Overall, Kannapolis repairs typically cost ${price('town-west')}. The free estimate gives you an exact, written price.`,
    },
    {
      question: 'Can you fix the steps and walk at my mill house?',
      answer:
        'Yes. We level, patch or resurface old steps and walks and keep the original concrete wherever it is still sound.',
    },
    {
      question: 'Do you work in both Kannapolis ZIP codes?',
      answer: 'Yes, all of 28081 and 28083, on both the Cabarrus and Rowan County sides of the city.',
    },
    {
      question: 'How long will my repair take?',
      answer: `Most Kannapolis jobs are finished in ${business.typicalJobDuration}, and we tell you when you can walk or drive on the repair.`,
    },
  ],
  nearby: {
    title: 'Near Kannapolis',
    lead: 'Neighboring towns our crews cover.',
  },
  sidebar: {
    title: 'Request Free Estimate',
    text: 'Call our office, or request a quote online.',
    quoteLabel: 'Get Online Quote',
    box: {
      title: 'Our Service Commitment',
      icon: 'check',
      items: ['Clear communication', 'Clean job sites', 'Courteous service', 'Work on schedule'],
    },
  },
  closing: {
    title: 'Start Your Kannapolis Repair',
    text: 'Call for a free estimate, or request a quote online today.',
  },
};
