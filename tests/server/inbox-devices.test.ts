import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { client, ownerPassword, inboxSuite, sessionCookie } from './inbox-support.ts';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Security lists signed-in devices by name, against the real server and its SQLite file. */
describe('signed-in devices on Security', () => {
  const suite = inboxSuite();

  it('names each device, says when it signed in and was used, and keeps the full string in a disclosure', async () => {
    const phone = client(suite.inbox.origin, '198.51.100.60');
    const cookie = sessionCookie(await phone.signIn('owner@example.com', ownerPassword, { 'User-Agent': android }))!;
    sessionCookie(await client(suite.inbox.origin, '198.51.100.61').signIn('owner@example.com', ownerPassword, { 'User-Agent': `${iphone}<b>x</b>` }));
    const response = await fetch(`${suite.inbox.origin}/inbox/security`, { headers: { Cookie: cookie, 'User-Agent': android, 'X-Forwarded-For': '198.51.100.60' } });
    const $ = load(await response.text());
    const items = $('#sessions').closest('section').find('li').toArray().map((li) => $(li));
    const read = (item: (typeof items)[number]) => ({
      name: item.find('p').first().text().trim(),
      when: item.find('p').eq(1).text().replace(/\s+/g, ' ').trim(),
      summary: item.find('details summary').text(),
      full: item.find('details p').text(),
    });
    expect(items.map(read)).toEqual([
      { name: 'Safari on iPhone', when: 'Signed in just now, last used just now, from 198.51.100.61', summary: 'Full browser string', full: `${iphone}<b>x</b>` },
      { name: 'Chrome on AndroidThis device', when: 'Signed in just now, in use now, from 198.51.100.60', summary: 'Full browser string', full: android },
    ]);
    // The stored string is text: its markup never becomes an element.
    expect($('#sessions').closest('section').find('b')).toHaveLength(0);
    expect($('#sessions').closest('section').find('time').first().attr('title')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  });
});
