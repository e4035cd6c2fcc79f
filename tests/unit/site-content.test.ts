import { describe, expect, it } from 'vitest';
import { businessDefaults } from '../../src/config/business-defaults.ts';
import { reviews as repositoryReviews } from '../../src/content/reviews.ts';
import { siteDefaults } from '../../src/content/site-defaults.ts';
import { review, siteSnapshot } from '../../src/content/site-schema.ts';
import { businessFacts } from '../../src/config/business-schema.ts';
import { businessFrom, groupHours, hoursLinesOf, yearsSince } from '../../src/config/business-facts.ts';
import { homeReviews } from '../../src/lib/site-reviews.ts';
import { summarizeChanges } from '../../server/site/store.ts';

/**
 * The content layer with nothing published states exactly what the site stated before it
 * existed: these are the values src/config/business.ts held as literals until then.
 */
describe('the repository defaults', () => {
  const business = businessFrom(businessDefaults, 'https://www.example.com');

  it('derive the business facts the site has always stated', () => {
    expect(business).toMatchObject({
      name: 'Charlotte Concrete Repair',
      legalName: 'Charlotte Concrete Repair',
      phone: { display: '(704) 555-0123', e164: '+17045550123' },
      email: 'info@example.com',
      address: { locality: 'Charlotte', region: 'NC', regionName: 'North Carolina', postalCode: '28202', country: 'US' },
      yearsInBusiness: '10+',
      rating: { value: 4.9, count: 127, best: 5 },
      priceRange: '$$',
      responseTime: '24 hours',
    });
    expect(business.hours.map(({ days, dayOfWeek, opens, closes }) => ({ days, dayOfWeek, opens, closes }))).toEqual([
      { days: 'Monday - Friday', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '18:00' },
      { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' },
      { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null },
    ]);
    expect(hoursLinesOf(business)).toEqual([
      { days: 'Monday - Friday', time: '7:00 AM - 6:00 PM' },
      { days: 'Saturday', time: '8:00 AM - 4:00 PM' },
      { days: 'Sunday', time: 'Closed' },
    ]);
  });

  it('pass the editor schemas, so the first publish of untouched drafts changes nothing', () => {
    expect(siteSnapshot.parse(siteDefaults())).toEqual(siteDefaults());
    expect(summarizeChanges(siteDefaults(), siteDefaults())).toBe('No changes.');
  });

  it('name changed facts in words, in US spelling whatever name they are stored under', () => {
    const before = siteDefaults();
    const after = { ...before, business: { ...before.business, licenceNumber: '78321', yearFounded: 2012 } };
    expect(summarizeChanges(before, after)).toBe('Business facts: year founded, license number.');
  });

  it('show the same reviews on the home page, in the same order', () => {
    const shown = homeReviews(siteDefaults().review.map((item, position) => ({ ...item.data, position })));
    expect(shown.map(({ name, location, rating, date, text }) => ({ name, location, rating, date, text }))).toEqual(repositoryReviews);
  });
});

describe('the editor schemas', () => {
  it('format a phone number for display and E.164, and refuse what is not one', () => {
    const facts = (phone: string) => businessFacts.safeParse({ ...businessDefaults, phone });
    expect(facts('704.342.1234').data?.phone).toEqual({ display: '(704) 342-1234', e164: '+17043421234' });
    expect(facts('+44 20 7946 0018').data?.phone).toEqual({ display: '+44 20 7946 0018', e164: '+442079460018' });
    for (const bad of ['12345', 'call me', '']) expect(facts(bad).success, bad).toBe(false);
  });

  it('refuse ratings of 0, 6 and "five"', () => {
    const base = siteDefaults().review[0]!.data;
    for (const rating of [0, 6, 'five', 4.5]) expect(review.safeParse({ ...base, rating }).success, String(rating)).toBe(false);
    expect(review.safeParse({ ...base, rating: 1 }).success).toBe(true);
  });

  it('group days with the same hours and note, and put a note beside its day', () => {
    const hours = businessDefaults.hours.map((row) => (row.day === 'Sunday' ? { ...row, note: 'By appointment in Gastonia' } : row));
    expect(hoursLinesOf({ hours: groupHours({ ...businessDefaults, hours }) }).at(-1)).toEqual({ days: 'Sunday', time: 'By appointment in Gastonia' });
  });

  it('state years in business without rounding up', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(yearsSince(2014, now)).toBe('10+');
    expect(yearsSince(2001, now)).toBe('20+');
    expect(yearsSince(2019, now)).toBe('7');
  });
});
