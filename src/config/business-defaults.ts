import type { BusinessFacts } from './business-schema.ts';

/**
 * The business facts the repository ships: reserved, fictional placeholders until the owner
 * sets real values. The owner edits them on /inbox/site/business (Node server); a published
 * edit overrides these in the next build. A static-host build (no Node server, no database)
 * uses exactly these, so a developer who prefers files edits them here.
 */
export const businessDefaults: BusinessFacts = {
  name: 'Charlotte Concrete Repair',
  phone: { display: '(704) 555-0123', e164: '+17045550123' },
  email: 'info@example.com',
  streetAddress: '',
  city: 'Charlotte',
  postalCode: '28202',
  hours: [
    { day: 'Monday', opens: '07:00', closes: '18:00', note: '' },
    { day: 'Tuesday', opens: '07:00', closes: '18:00', note: '' },
    { day: 'Wednesday', opens: '07:00', closes: '18:00', note: '' },
    { day: 'Thursday', opens: '07:00', closes: '18:00', note: '' },
    { day: 'Friday', opens: '07:00', closes: '18:00', note: '' },
    { day: 'Saturday', opens: '08:00', closes: '16:00', note: '' },
    { day: 'Sunday', opens: '', closes: '', note: '' },
  ],
  yearFounded: 2014,
  licenceNumber: '',
  rating: { value: 4.9, count: 127, source: '', profileUrl: '', asOf: '' },
  reviewUrl: '',
  ownerName: '',
  aboutOwner: '',
};
