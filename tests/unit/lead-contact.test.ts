import { describe, expect, it } from 'vitest';
import { businessTimeInput, businessTimeToUtc } from '../../src/lib/dates.ts';
import { contactLinks, leadReference, usPhoneE164 } from '../../src/lib/lead-contact.ts';

describe('contact links from a stored request', () => {
  it.each([
    ['(704) 555-0188', '+17045550188'],
    ['704.555.0188', '+17045550188'],
    ['+1 704 555 0188', '+17045550188'],
    ['1-704-555-0188', '+17045550188'],
    ['555-0188', null],
    ['(104) 555-0188', null],
    ['(704) 155-0188', null],
    ['+44 20 7946 0958', null],
    ['javascript:alert(1)', null],
    ['704-555-0188 ext 2', null],
  ])('reads %j as %j', (phone, e164) => {
    expect(usPhoneE164(phone)).toBe(e164);
  });

  it('builds tel:, sms:, mailto: with an encoded subject, and an https map link', () => {
    expect(contactLinks({ id: 12, phone: '(704) 555-0188', email: 'dana@example.com', address: '1200 East Blvd, Charlotte, NC 28203' })).toEqual({
      call: 'tel:+17045550188',
      text: 'sms:+17045550188',
      email: 'mailto:dana@example.com?subject=Your%20concrete%20repair%20quote%20request%20%2312',
      map: 'https://www.google.com/maps/search/?api=1&query=1200%20East%20Blvd%2C%20Charlotte%2C%20NC%2028203',
    });
    expect(leadReference(12)).toBe('#12');
  });

  it('never makes a link with another scheme, whatever was stored', () => {
    const hostile = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'a@b.co?bcc=all@example.com', 'a@b.co\r\nBcc: x@y.z'];
    for (const value of hostile) {
      const links = contactLinks({ id: 1, phone: value, email: value, address: value });
      expect(links.call).toBeNull();
      expect(links.text).toBeNull();
      expect(links.email).toBeNull();
      expect(links.map).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^"<>\s]+$/);
    }
    expect(contactLinks({ id: 1, phone: '', email: '', address: '   ' })).toEqual({ call: null, text: null, email: null, map: null });
  });
});

describe('estimate visit times on Charlotte clocks', () => {
  it.each([
    ['2026-05-14T09:30', '2026-05-14T13:30:00.000Z'],
    ['2026-01-10T09:30', '2026-01-10T14:30:00.000Z'],
    // Skipped by the spring change: read as the winter clock would, an hour later in summer time.
    ['2026-03-08T02:30', '2026-03-08T07:30:00.000Z'],
    // Happens twice in the autumn: the first one.
    ['2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
  ])('reads %s in New York as %s', (local, iso) => {
    expect(businessTimeToUtc(local)).toBe(iso);
  });

  it.each(['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-05-14T24:00', '2026-05-14T10:60', '1999-12-31T10:00', '2026-05-14 10:00', '2026-05-14T10:00Z', '2026-05-14T10:00:99'])(
    'refuses %j',
    (local) => {
      expect(businessTimeToUtc(local)).toBeNull();
    },
  );

  it('fills the form back with the same wall time', () => {
    expect(businessTimeInput('2026-05-14T13:30:00.000Z')).toBe('2026-05-14T09:30');
    expect(businessTimeInput('2026-12-01T00:05:00.000Z')).toBe('2026-11-30T19:05');
  });
});
