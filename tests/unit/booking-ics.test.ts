import { describe, expect, it } from 'vitest';
import { customerCalendar, ownerFeed } from '../../server/schedule/ics.ts';
import { bookingLinkOf, confirmationAddress } from '../../src/lib/booking-links.ts';
import { confirmationWithReference } from '../../server/leads/confirmation.ts';
import type { ScheduledVisit, Visit } from '../../src/lib/schedule-view.ts';

const business = {
  name: 'Charlotte Concrete Repair',
  phone: { display: '(704) 555-0123' },
  url: 'https://www.example.com',
};
const visit = (day: string, start: number, extra: Partial<Visit> = {}): Visit => ({
  id: 1,
  leadId: 1,
  uid: 'a1b2@visit',
  sequence: 0,
  day,
  start,
  end: start + 120,
  status: 'booked',
  cancelReason: null,
  ...extra,
});

describe('the .ics files', () => {
  it('writes the Charlotte wall-clock window as UTC that converts back on both sides of each DST change', () => {
    const times = (ics: string) => [/DTSTART:(\S+)/.exec(ics)![1], /DTEND:(\S+)/.exec(ics)![1]];
    expect(times(customerCalendar(visit('2026-10-30', 480), business, { link: 'https://x/visit/t' }))).toEqual(['20261030T120000Z', '20261030T140000Z']);
    expect(times(customerCalendar(visit('2026-11-02', 480), business, { link: 'https://x/visit/t' }))).toEqual(['20261102T130000Z', '20261102T150000Z']);
    expect(times(customerCalendar(visit('2027-03-12', 780), business, { link: 'https://x/visit/t' }))).toEqual(['20270312T180000Z', '20270312T200000Z']);
    expect(times(customerCalendar(visit('2027-03-15', 780), business, { link: 'https://x/visit/t' }))).toEqual(['20270315T170000Z', '20270315T190000Z']);
  });

  it('keeps the UID, carries the SEQUENCE, and says METHOD:CANCEL for a cancelled visit', () => {
    const booked = customerCalendar(visit('2026-12-01', 480, { sequence: 2 }), business, { link: 'https://x/visit/t' });
    expect(booked).toContain('METHOD:PUBLISH');
    expect(booked).toContain('UID:a1b2@visit');
    expect(booked).toContain('SEQUENCE:2');
    const cancelled = customerCalendar(visit('2026-12-01', 480, { sequence: 3, status: 'cancelled' }), business, { link: 'https://x/visit/t' });
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('UID:a1b2@visit');
  });

  it('escapes text and folds lines at 75 octets, multi-byte characters included, with CRLF line ends', () => {
    const row: ScheduledVisit = {
      ...visit('2026-12-01', 480),
      name: 'Zoë "Ünïcødé", Jr.; <b>bold</b>\nnewline',
      phone: '(704) 555-0188',
      address: '1200 East Blvd, Apt 4; rear – Charlotte, NC 28203 '.repeat(3),
      town: 'Charlotte',
      service: 'leveling',
    };
    const feed = ownerFeed([row], 'https://www.example.com', business.name);
    expect(feed.endsWith('\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feed.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = feed.replace(/\r\n[ \t]/g, '');
    // A one-line field: the line break a forged row carries becomes a space (clean-text.ts).
    expect(unfolded).toContain('SUMMARY:Estimate: Zoë "Ünïcødé"\\, Jr.\\; <b>bold</b> newline\\, Charlotte');
    expect(unfolded).toContain('LOCATION:1200 East Blvd\\, Apt 4\\; rear – Charlotte');
  });
});

describe('the booking link after a quote request', () => {
  it('rides in the no-JavaScript redirect and is written into the thank-you page only when well formed', () => {
    const token = 'abcdefghijklmnopqrstuv';
    expect(confirmationAddress(7, { token })).toBe(`/contact/thank-you?ref=7&book=${token}`);
    expect(confirmationAddress(7)).toBe('/contact/thank-you?ref=7');
    const built =
      '<p data-reference="" hidden="" class="x"></p><p data-booking="" hidden="" class="mt-6"><a href="/contact" class="b">Pick a time for your free estimate</a></p>';
    expect(confirmationWithReference(built, '7', { book: token })).toContain(`<p data-booking="" class="mt-6"><a href="/book/${token}" class="b">`);
    expect(confirmationWithReference(built, '7', { book: '"><script>' })).toContain('<p data-booking="" hidden=""');
    expect(confirmationWithReference(built, '7')).toContain('<p data-booking="" hidden=""');
    expect(bookingLinkOf(`/book/${token}`)).toBe(`/book/${token}`);
    expect(confirmationAddress(7, { outside: true })).toBe('/contact/thank-you?ref=7&area=outside');
    for (const bad of ['https://evil.example/book/abcdefghijklmnopqrstuv', '/book/short', 'javascript:alert(1)', 42])
      expect(bookingLinkOf(bad)).toBeUndefined();
  });
});

describe('the thank-you page for each kind of request', () => {
  const built =
    '<p data-reference="" hidden="" class="x"></p><p data-booking="" hidden="" class="mt-6"><a href="/contact" class="b">Pick</a></p>' +
    '<div data-outside="" hidden="" class="o"></div><ol data-steps="call" class="s"></ol><ol data-steps="book" hidden="" class="s"></ol>';
  const token = 'abcdefghijklmnopqrstuv';

  it('with a booking link: the steps of booking online, not those of waiting for a call', () => {
    const page = confirmationWithReference(built, '7', { book: token })!;
    expect(page).toContain('<ol data-steps="book" class="s">');
    expect(page).toContain('<ol data-steps="call" hidden="" class="s">');
    expect(page).toContain('<div data-outside="" hidden=""');
  });

  it('outside our towns: the offer of a call, no booking link, the steps of a call', () => {
    const page = confirmationWithReference(built, '7', { outside: true })!;
    expect(page).toContain('<div data-outside="" class="o">');
    expect(page).toContain('<p data-booking="" hidden=""');
    expect(page).toContain('<ol data-steps="call" class="s">');
    expect(page).toContain('<ol data-steps="book" hidden=""');
  });

  it('as built without either', () => {
    const page = confirmationWithReference(built, '7')!;
    expect(page).toContain('<div data-outside="" hidden=""');
    expect(page).toContain('<ol data-steps="book" hidden=""');
  });
});
