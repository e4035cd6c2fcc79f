import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeholderSiteUrl, siteUrlFrom, siteUrlWarning } from '../../src/config/site-url.ts';
import { client, ownerPassword, inboxSuite, sessionCookie, type InboxServer } from './inbox-support.ts';

/** The refusal page's words, as the owner reads them. */
async function refusalText(response: Response): Promise<string> {
  return load(await response.text())('main').text().replace(/\s+/g, ' ').trim();
}

function logLines(server: InboxServer): Record<string, unknown>[] {
  return server.server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('SITE_URL, read once for the build and the server', () => {
  it('is the localhost address of PORT when unset or blank, else the value without a trailing slash', () => {
    expect(siteUrlFrom({})).toEqual({ url: 'http://localhost:4321', kind: 'local' });
    expect(siteUrlFrom({ SITE_URL: ' ', PORT: '8080' })).toEqual({ url: 'http://localhost:8080', kind: 'local' });
    expect(siteUrlFrom({ SITE_URL: 'https://www.example.com/' })).toEqual({ url: placeholderSiteUrl, kind: 'placeholder' });
    expect(siteUrlFrom({ SITE_URL: 'https://www.concrete.test' })).toEqual({ url: 'https://www.concrete.test', kind: 'set' });
    for (const step of ['build', 'server'] as const) expect(siteUrlWarning(siteUrlFrom({ SITE_URL: 'https://www.concrete.test' }), step)).toBeUndefined();
    expect(siteUrlWarning(siteUrlFrom({}), 'build')).toBe(
      'SITE_URL is not set: canonical links, sitemap.xml, social images and the ping of contact links point to http://localhost:4321, which works on this machine only. Set SITE_URL to the public address (e.g. https://www.yourcompany.com) in .env or the environment before you deploy.',
    );
    expect(siteUrlWarning(siteUrlFrom({ PORT: '8080' }), 'server')).toMatch(/^SITE_URL is not set: the inbox accepts sign-in and passkeys at http:\/\/localhost:8080 only/);
    expect(siteUrlWarning(siteUrlFrom({ SITE_URL: placeholderSiteUrl }), 'server')).toMatch(/^SITE_URL is still the placeholder https:\/\/www\.example\.com: the inbox accepts sign-in/);
  });
});

describe('sign-in with SITE_URL unset, as the README runs it', () => {
  const suite = inboxSuite(['owner@example.com'], { SITE_URL: '' });
  let port: string;
  beforeAll(() => {
    port = new URL(suite.inbox.origin).port;
  });

  it('warns once at start that SITE_URL is unset and what it affects', () => {
    const warnings = logLines(suite.inbox).filter((line) => line.level === 'warn' && String(line.msg).startsWith('SITE_URL'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(`the inbox accepts sign-in and passkeys at http://localhost:${port} only`);
  });

  it('signs the owner in at http://localhost:<PORT>', async () => {
    const response = await client(suite.inbox.origin, '198.51.100.40').signIn('owner@example.com', ownerPassword);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/inbox');
    expect(sessionCookie(response)).toBeDefined();
  });

  it('explains a sign-in from another address of the same server in a page and in the log', async () => {
    const elsewhere = `http://127.0.0.1:${port}`;
    // The browser shows the page at 127.0.0.1 and posts there, with that as its Origin.
    const response = await client(elsewhere, '198.51.100.41').signIn('owner@example.com', ownerPassword);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(sessionCookie(response)).toBeUndefined();
    const text = await refusalText(response);
    expect(text).toContain(`This inbox is set up for http://localhost:${port}`);
    expect(text).toContain(`but you opened it at ${elsewhere}.`);
    const logged = logLines(suite.inbox).find((line) => line.reason === 'another origin' && line.arrived === elsewhere);
    expect(logged).toMatchObject({ level: 'warn', expected: suite.inbox.origin, method: 'POST', path: '/inbox/login' });
    expect(logged!.msg).toContain(suite.inbox.origin);
    expect(logged!.msg).toContain(elsewhere);
  });
});

describe('sign-in with SITE_URL still the placeholder', () => {
  const suite = inboxSuite(['owner@example.com'], { SITE_URL: placeholderSiteUrl });

  it('warns that SITE_URL is the placeholder and says in the refusal what was expected and what arrived', async () => {
    expect(logLines(suite.inbox).filter((line) => String(line.msg).startsWith(`SITE_URL is still the placeholder ${placeholderSiteUrl}`))).toHaveLength(1);
    const response = await client(suite.inbox.origin, '198.51.100.42').signIn('owner@example.com', ownerPassword);
    expect(response.status).toBe(403);
    expect(await refusalText(response)).toContain(
      `This inbox is set up for ${placeholderSiteUrl} (SITE_URL), but you opened it at ${suite.inbox.origin}.`,
    );
  });
});

describe('sign-in with SITE_URL set keeps the strict checks', () => {
  const suite = inboxSuite();

  it('does not warn, and answers a cross-site sign-in with the refusal page, signing no one in', async () => {
    expect(logLines(suite.inbox).filter((line) => String(line.msg).startsWith('SITE_URL'))).toEqual([]);
    const who = client(suite.inbox.origin, '198.51.100.43');
    const attacks: [Record<string, string>, RegExp][] = [
      [{ Origin: 'https://evil.example' }, /This form was sent from https:\/\/evil\.example, not from the inbox at http:\/\/localhost:\d+, so nothing was sent or changed/],
      [{ 'Sec-Fetch-Site': 'cross-site' }, /This form was sent from another site, not from the inbox/],
      [{ Origin: 'null' }, /This form was sent from null, not from the inbox/],
    ];
    for (const [headers, explanation] of attacks) {
      const response = await who.signIn('owner@example.com', ownerPassword, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(sessionCookie(response)).toBeUndefined();
      expect(await refusalText(response)).toMatch(explanation);
    }
    const noOrigin = await fetch(`${suite.inbox.origin}/inbox/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ email: 'owner@example.com', password: ownerPassword }),
    });
    expect(noOrigin.status).toBe(403);
    expect(await refusalText(noOrigin)).toMatch(/Your browser did not say which page sent this form/);
  });
});
