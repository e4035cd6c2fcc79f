import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { readRows, validLead } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';

const reviewLink = 'https://g.page/r/CharlotteConcreteRepair/review';

/** "Ask for a review" on a Won request, against the real server, the real build and a real SQLite file. */
describe('asking a Won customer for a review', () => {
  let inbox: InboxServer;
  let cookie: string;
  const owner = () => client(inbox.origin, '203.0.113.40');
  const page = async (path: string) => (await owner().get(path, cookie)).text();
  /** What a browser's ping sends: POST, text/ping, the body "PING", the page and the link in headers. */
  const ping = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${inbox.origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: 'PING',
      headers: {
        'Content-Type': 'text/ping',
        'Ping-From': `${inbox.origin}/inbox/leads/1`,
        'Ping-To': 'sms:+17045550188',
        Origin: inbox.origin,
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '203.0.113.40',
        Cookie: cookie,
        ...headers,
      },
    });
  const reviewEvents = () => readRows<{ actor: string; detail: string }>(inbox.db, `SELECT actor, detail FROM lead_events WHERE kind = 'review-request' ORDER BY id`);

  beforeAll(async () => {
    inbox = await startInboxServer(['owner@example.com'], { REVIEW_LINK: reviewLink });
    cookie = sessionCookie(await owner().signIn('owner@example.com', ownerPassword))!;
    expect(cookie).toBeDefined();
  });
  afterAll(async () => {
    await inbox?.remove();
  });

  it('offers nothing and records nothing until the request is marked Won', async () => {
    expect(await page('/inbox/leads/1')).not.toContain('Ask for a review');
    const early = await ping('/inbox/leads/1/review-request?via=text');
    expect(early.status).toBe(409);
    expect(await early.text()).toBe('Only a request marked Won is asked for a review.');
    expect(reviewEvents()).toEqual([]);
  });

  it('on a Won request, offers one-tap text and e-mail links with the same thank-you and the review link, each pinging the server', async () => {
    const won = await owner().post('/inbox/leads/1/status', { status: 'Won', estimate_at: '' }, { Cookie: cookie });
    expect(won.status).toBe(303);
    const html = await page('/inbox/leads/1');
    const body = encodeURIComponent(
      `Thank you for choosing Charlotte Concrete Repair. We hope you are happy with the work. If you have a minute, a short review helps your neighbors find a contractor they can trust: ${reviewLink}`,
    );
    expect(html).toContain('>Ask for a review</h2>');
    expect(html).toContain(`href="sms:+17045550188?body=${body}" ping="/inbox/leads/1/review-request?via=text"`);
    expect(html).toContain(
      `href="mailto:${validLead.email}?subject=${encodeURIComponent('Thank you from Charlotte Concrete Repair')}&amp;body=${body}" ping="/inbox/leads/1/review-request?via=email"`,
    );
    expect(html).not.toContain('Review requested on');
  });

  it('refuses a report without a session, from another site, with a bad channel or for no such request, and records nothing', async () => {
    const refused: [string, Record<string, string>, number][] = [
      ['/inbox/leads/1/review-request?via=text', { Cookie: '' }, 401],
      ['/inbox/leads/1/review-request?via=text', { Origin: 'https://evil.example' }, 403],
      ['/inbox/leads/1/review-request?via=text', { 'Sec-Fetch-Site': 'cross-site' }, 403],
      ['/inbox/leads/1/review-request?via=fax', {}, 400],
      ['/inbox/leads/1/review-request', {}, 400],
      ['/inbox/leads/999/review-request?via=text', {}, 404],
      ['/inbox/leads/..%2f1/review-request?via=text', {}, 404],
      ['/inbox/leads/1e3/review-request?via=text', {}, 404],
    ];
    for (const [path, headers, status] of refused) {
      expect((await ping(path, headers)).status, `${path} ${JSON.stringify(headers)}`).toBe(status);
    }
    const get = await owner().get('/inbox/leads/1/review-request?via=text', cookie);
    expect(get.status).not.toBe(204);
    expect(reviewEvents()).toEqual([]);
  });

  it('records a tap in the history with the owner and the channel, then shows when it was asked and offers asking again only behind a deliberate tap', async () => {
    expect((await ping('/inbox/leads/1/review-request?via=text')).status).toBe(204);
    expect(reviewEvents()).toEqual([{ actor: 'owner@example.com', detail: JSON.stringify({ via: 'text' }) }]);

    const html = await page('/inbox/leads/1');
    const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' }).format(new Date());
    expect(html).toContain(`Review requested on ${today}.`);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Ask again<\/summary>.*href="sms:\+17045550188\?body=/s);
    expect(html).toContain('Asked for a review by text message');

    expect((await ping('/inbox/leads/1/review-request?via=email', { 'Ping-To': `mailto:${validLead.email}` })).status).toBe(204);
    expect(reviewEvents().map((event) => JSON.parse(event.detail))).toEqual([{ via: 'text' }, { via: 'email' }]);
    expect(await page('/inbox/leads/1')).toContain('Asked for a review by e-mail');
  });

  it('accepts only an https review link in REVIEW_LINK', () => {
    expect(readConfig({ REVIEW_LINK: reviewLink }).reviewLink).toBe(reviewLink);
    expect(readConfig({}).reviewLink).toBe('');
    for (const bad of ['http://g.page/r/x/review', 'javascript:alert(1)', 'not a link']) {
      expect(() => readConfig({ REVIEW_LINK: bad }), bad).toThrow(/REVIEW_LINK=.* is invalid; accepted: an https:\/\/ URL/);
    }
  });
});
