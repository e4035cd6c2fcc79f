import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { inboxSuite } from './inbox-support.ts';

/**
 * The visitor's confirmation without JavaScript: the built /contact/thank-you, with the
 * reference line the server fills in. Against the real server over the real build.
 */
describe('the confirmation page quotes the reference', () => {
  const suite = inboxSuite();

  const referenceLine = async (query: string) => {
    const response = await fetch(`${suite.inbox.server.url}/contact/thank-you${query}`);
    expect(response.status).toBe(200);
    const $ = load(await response.text());
    expect($('h1').text()).toBe('Request received');
    const line = $('p[data-reference]');
    return { hidden: line.attr('hidden') !== undefined, text: line.text(), cache: response.headers.get('cache-control') };
  };

  it('shows "Your reference: #<id>" for the request just sent, never cached', async () => {
    expect(await referenceLine('?ref=1')).toEqual({ hidden: false, text: 'Your reference: #1. Quote it if you call us.', cache: 'no-store' });
  });

  it('keeps the line hidden without a reference or with anything but a whole number', async () => {
    for (const query of ['', '?ref=', '?ref=0', '?ref=1%3Cscript%3Ealert(1)%3C/script%3E', '?ref=-4', '?ref=99999999999999999999']) {
      const line = await referenceLine(query);
      expect(line.hidden, query).toBe(true);
      expect(line.text, query).not.toMatch(/#\d|script/);
    }
  });
});
