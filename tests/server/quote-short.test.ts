import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load } from 'cheerio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formAgain, readRows, scratch, testApp, urlencoded, type TestApp } from './helpers.ts';

/**
 * The home page's short form (name, phone, service, ZIP, one optional line) against the real
 * endpoint and a real SQLite file: its own schema, its errors as the filled-in form, its
 * credit to the home page, and no confirmation e-mail without an address.
 */
let dir: ReturnType<typeof scratch>;
let app: TestApp;

beforeEach(() => {
  dir = scratch();
  app = testApp(dir.dist, { dbPath: dir.db, rateLimit: 50, smtpUrl: 'smtp://127.0.0.1:9', emailTo: 'owner@example.com', confirmationEmail: true });
});

afterEach(async () => {
  await app.close();
  dir.remove();
});

const short = { quote_form: 'short', source_page: '/', name: 'Dana Whitfield', phone: '(704) 555-0188', service: 'leveling', zip: '28205', message: 'Patio slab sank by the steps' };
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request('/api/quote', { method: 'POST', body: urlencoded(fields), headers: { host: 'www.example.com', ...headers } });

describe('the short quote form of the home page', () => {
  it('stores a request without e-mail, its ZIP as the address, credited to /, and lands on the thank-you page with the reference', async () => {
    const response = await post(short);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contact\/thank-you\?ref=1&book=[A-Za-z0-9_-]{22}$/);
    const [row] = readRows<Record<string, string>>(dir.db);
    expect(row).toMatchObject({ name: 'Dana Whitfield', phone: '(704) 555-0188', email: '', address: '28205', service: 'leveling', message: 'Patio slab sank by the steps', source: '/' });
    const channels = readRows<{ channel: string }>(dir.db, 'SELECT channel FROM outbox ORDER BY id').map((job) => job.channel);
    expect(channels).toContain('email');
    expect(channels).not.toContain('confirmation');
  });

  it('takes the line about what needs fixing as optional, and credits a post without source field to the Referer', async () => {
    const { message: _m, source_page: _s, ...minimal } = short;
    expect((await post(minimal, { referer: 'https://www.example.com/' })).status).toBe(303);
    expect(readRows<Record<string, string>>(dir.db)[0]).toMatchObject({ message: '', source: '/' });
  });

  it('answers each problem on the filled-in short form, summary first, escaped, credited to / again, and stores nothing', async () => {
    // The summary links each message to its field, and the fields keep what was typed.
    const html = await formAgain(await post({ ...short, name: '<script>alert(1)</script>', phone: '555-01', service: 'roofing', zip: '2820' }), 'zip');
    for (const message of ['Enter a phone number with 10 or 11 digits, including the area code', 'Select the service you need', 'Enter a 5-digit ZIP code, like 28205']) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/<input id="f-zip" name="zip" aria-invalid="true"[^>]*value="2820"/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');
    // It posts again as the short form, credited to the home page, with no e-mail field to fill.
    expect(html).toContain('name="quote_form" value="short"');
    expect(html).toContain('name="source_page" value="/"');
    expect(html).not.toContain('name="email"');
    expect(html).toContain('Get my free quote');
    expect(readRows(dir.db)).toHaveLength(0);
  });

  it('asks for each required field when they are empty, in the form order', async () => {
    const html = await (await post({ quote_form: 'short' })).text();
    const order = ['Enter your name', 'Enter your phone number', 'Select the service you need', 'Enter your ZIP code'].map((text) => html.indexOf(text));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('What needs fixing must');
  });

  it('keeps every rule of the /contact form, e-mail included, for a post that is not the short form', async () => {
    const { quote_form: _form, message: _message, ...notShort } = short;
    const response = await post(notShort);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter your email address');
    expect(html).toContain('Tell us about your project');
    expect(readRows(dir.db)).toHaveLength(0);
  });
});

describe('the short form sent back on the built home page', () => {
  const built = resolve(import.meta.dirname, '..', '..', 'dist', 'index.html');

  beforeEach(() => copyFileSync(built, join(dir.dist, 'index.html')));

  it('answers its problems on the home page: the hero form filled in, each message at its field and in a summary that takes focus', async () => {
    const response = await post({ ...short, name: 'Dana "$1" <b>Whitfield</b>', phone: '555-01', service: 'roofing', zip: '2820' }, { referer: 'https://www.example.com/?utm_source=mailer' });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const $ = load(await response.text());
    // The whole page of the site, header and footer included, titled as a page with an error.
    expect($('head > title').text()).toMatch(/^Error: /);
    expect($('nav[aria-label="Main"]')).toHaveLength(1);
    expect($('footer').length).toBeGreaterThan(0);
    expect($('h1').text()).toBe('Professional Concrete Repair in Charlotte, NC');
    expect($('template#hero-quote-problems')).toHaveLength(0);
    const summary = $('[autofocus]');
    expect(summary).toHaveLength(1);
    expect(summary.attr('tabindex')).toBe('-1');
    expect(summary.find('a').toArray().map((a) => [$(a).attr('href'), $(a).text()])).toEqual([
      ['#hero-phone', 'Enter a phone number with 10 or 11 digits, including the area code'],
      ['#hero-service', 'Select the service you need'],
      ['#hero-zip', 'Enter a 5-digit ZIP code, like 28205'],
    ]);
    const form = $('form[action="/api/quote"]');
    // What was typed stays, as text, never as markup.
    expect(form.find('#hero-name').attr('value')).toBe('Dana "$1" <b>Whitfield</b>');
    expect(form.find('#hero-name').attr('aria-invalid')).toBeUndefined();
    expect(form.find('b')).toHaveLength(0);
    expect(form.find('#hero-phone').attr('value')).toBe('555-01');
    expect(form.find('#hero-zip').attr('value')).toBe('2820');
    expect(form.find('#hero-message').attr('value')).toBe('Patio slab sank by the steps');
    for (const field of ['phone', 'service', 'zip']) {
      const control = form.find(`#hero-${field}`);
      expect(control.attr('aria-invalid'), field).toBe('true');
      expect(control.attr('aria-describedby'), field).toBe(`hero-${field}-error`);
      expect(control.attr('class'), field).toContain('border-danger');
      expect($(`#hero-${field}-error`).text(), field).toMatch(/^Error: /);
    }
    expect(form.find('#hero-service option[selected]')).toHaveLength(0);
    // Sent again, it is still the short form, credited to the home page and the campaign that brought the visitor.
    expect(form.find('input[name="quote_form"]').attr('value')).toBe('short');
    expect(form.find('input[name="source_page"]').attr('value')).toBe('/');
    expect(form.find('input[name="utm_source"]').attr('value')).toBe('mailer');
    expect(readRows(dir.db)).toHaveLength(0);
  });

  it('keeps the chosen service selected', async () => {
    const $ = load(await (await post({ ...short, phone: '1' })).text());
    expect($('#hero-service option[selected]').attr('value')).toBe('leveling');
    expect($('#hero-service').attr('aria-invalid')).toBeUndefined();
  });

  it('stores the corrected request and lands on the thank-you page', async () => {
    const response = await post(short);
    expect(response.status).toBe(303);
    expect(readRows(dir.db)).toHaveLength(1);
  });
});
