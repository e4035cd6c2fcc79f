import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../src/config/business-schema.ts';
import { review } from '../../src/content/site-schema.ts';
import { businessDefaults } from '../../src/config/business-defaults.ts';
import { yearsSince } from '../../src/config/business-facts.ts';
import { relatedPosts, type PostSummary } from '../../src/lib/blog.ts';
import { articleCollection, workCollection } from '../../src/content/site-collections.ts';
import { businessDay, businessMonth, businessYear } from '../../src/lib/dates.ts';
import { vi } from 'vitest';

/** 11 PM in Charlotte, when UTC has already turned the page: in winter (UTC-5) and in summer (UTC-4). */
const winterEvening = new Date('2026-11-25T04:00:00Z'); // Nov 24, 11 PM EST
const summerEvening = new Date('2026-07-01T03:00:00Z'); // Jun 30, 11 PM EDT
const newYearsEve = new Date('2027-01-01T04:00:00Z'); // Dec 31 2026, 11 PM EST

describe("the editor's defaults, on Charlotte's calendar at 11 PM", () => {
  it("dates a new article today in Charlotte, not tomorrow's UTC date", () => {
    expect(articleCollection.blank(winterEvening)).toMatchObject({ date: '2026-11-24' });
    expect(articleCollection.blank(summerEvening)).toMatchObject({ date: '2026-06-30' });
  });

  it('fills a new job photo with this month in Charlotte, also on the last evening of a month', () => {
    expect(workCollection.blank(summerEvening)).toMatchObject({ month: '2026-06' });
    expect(workCollection.blank(newYearsEve)).toMatchObject({ month: '2026-12' });
    expect(businessMonth(winterEvening)).toBe('2026-11');
  });

  it('counts years in business and the copyright year in Charlotte on New Year’s Eve', () => {
    expect(businessYear(newYearsEve)).toBe(2026);
    expect(yearsSince(2016, newYearsEve)).toBe('10+');
    expect(yearsSince(2017, newYearsEve)).toBe('9');
  });
});

describe("the checks that compare with today, at 11 PM in Charlotte", () => {
  const reviewOn = (date: string) => ({ name: 'Sarah M.', town: 'Matthews, NC', rating: 5, date, text: 'Lifted our driveway in one morning, clean and on time.', source: 'Google', url: '', hidden: false });

  it("refuses a review dated tomorrow in Charlotte, though it is already that day in UTC", () => {
    vi.useFakeTimers({ now: winterEvening, toFake: ['Date'] });
    try {
      expect(businessDay(new Date())).toBe('2026-11-24');
      expect(review.safeParse(reviewOn('2026-11-24')).success).toBe(true);
      expect(review.safeParse(reviewOn('2026-11-25')).success).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a founding year after this year in Charlotte on New Year's Eve", () => {
    vi.useFakeTimers({ now: newYearsEve, toFake: ['Date'] });
    try {
      expect(businessFacts.safeParse({ ...businessDefaults, yearFounded: 2026 }).success).toBe(true);
      const next = businessFacts.safeParse({ ...businessDefaults, yearFounded: 2027 });
      expect(next.success).toBe(false);
      expect(next.error?.issues[0]?.message).toBe('The year founded cannot be after 2026.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('related articles picked by the site', () => {
  const post = (slug: string, category: PostSummary['category'], day: number) =>
    ({ slug, title: slug, category, date: new Date(Date.UTC(2026, 0, day)) }) as PostSummary;
  const all = [post('a', 'Repair Tips', 1), post('b', 'Repair Tips', 5), post('c', 'Maintenance', 9), post('d', 'Repair Tips', 3), post('self', 'Repair Tips', 10), post('e', 'Maintenance', 2)];
  const entry = (related: string[]) => ({ id: 'self', data: { slug: 'self', category: 'Repair Tips', related } }) as unknown as Parameters<typeof relatedPosts>[0];

  it('takes up to three of the same category, newest first, then the newest of the others, never the article itself', () => {
    expect(relatedPosts(entry([]), all).map((p) => p.slug)).toEqual(['b', 'd', 'a']);
    const few = all.filter((p) => p.slug !== 'a' && p.slug !== 'd');
    expect(relatedPosts(entry([]), few).map((p) => p.slug)).toEqual(['b', 'c', 'e']);
  });

  it('keeps the ones the owner chose, in their order', () => {
    expect(relatedPosts(entry(['e', 'a']), all).map((p) => p.slug)).toEqual(['e', 'a']);
  });
});
