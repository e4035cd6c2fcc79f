import type { ReviewData } from '../lib/jsonld.ts';

/** Sample reviews shown on the home page; replace with real, attributed reviews. */
export const reviews: readonly ReviewData[] = [
  {
    name: 'Sarah M.',
    location: 'Matthews, NC',
    rating: 5,
    date: '2024-11-12',
    text: 'Our driveway had a sunken slab by the garage that collected water every time it rained. They lifted it with foam in one morning and we parked on it that afternoon. The quote was exactly what we paid.',
  },
  {
    name: 'David R.',
    location: 'Huntersville, NC',
    rating: 5,
    date: '2024-10-03',
    text: 'They explained which cracks in our patio were cosmetic and which needed attention, and only fixed what needed fixing. Clean, on time and honest. I have already recommended them to two neighbors.',
  },
  {
    name: 'Angela T.',
    location: 'Charlotte, NC',
    rating: 5,
    date: '2024-09-18',
    text: 'Our 1940s Dilworth walkway was a trip hazard. They repaired and resurfaced it so it matches the house, and the crew treated our yard with care. Fair price and great communication.',
  },
  {
    name: 'Marcus L.',
    location: 'Concord, NC',
    rating: 5,
    date: '2024-08-27',
    text: 'We manage a small retail strip and needed the sidewalk trip hazards fixed without closing the stores. They worked early in the morning and were done before we opened. Will use them again.',
  },
];
