/**
 * The one rule for what is live (server/site/publish.ts): a start serves the latest published
 * revision built by this code for SITE_URL, or the closest build with the owner's facts while it
 * rebuilds, or a styled 503 page; and everything rendered at run time states the published facts.
 * One real build (the 503 case); the other rebuilds are made to fail at once.
 */
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { businessDefaults } from '../../src/config/business-defaults.ts';
import { addOwner, freePort, startServer, type StartedServer } from '../../scripts/lib/server-process.ts';
import { openLeadsDb } from '../../server/db/open.ts';
import { codeFingerprint, readStamp, writeStamp } from '../../server/site/build-stamp.ts';
import { siteStore } from '../../server/site/store.ts';
import { readRows, scratch, startSmtp, validLead, waitFor, type ReceivedMail } from './helpers.ts';
import { client, ownerPassword, sessionCookie } from './inbox-support.ts';
import { startPushService, testCertificates, type PushService } from '../support/push-service.ts';

const buildMs = 150_000;
const dist = realpathSync(resolve(import.meta.dirname, '..', '..', 'dist'));
const owner = { email: 'owner@example.com', password: ownerPassword };
const published = { name: 'Queen City Slab Works', phone: { display: '(704) 342-1234', e164: '+17043421234' }, email: 'office@queencityslab.test' };
const placeholderPhone = businessDefaults.phone.display;

/** A data folder with an owner and one published revision (new name, phone and e-mail), as a restore leaves it. */
function publishedMachine() {
  const dir = scratch('ccr-live-');
  addOwner(dir.db, owner);
  const db = openLeadsDb(dir.db);
  const store = siteStore(db);
  const snapshot = { ...store.draftSnapshot(), business: { ...store.draftSnapshot().business, ...published } };
  const begun = store.beginRevision(snapshot, owner.email);
  if (!begun.ok) throw new Error('the revision was refused');
  store.finishRevision(begun.revision.id, { ok: true });
  store.adoptSnapshot(snapshot, owner.email);
  db.close();
  return { ...dir, releases: join(dirname(dir.db), 'site'), revision: begun.revision.id };
}

async function start(db: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ LEADS_DB: db, SITE_URL: origin, TRUST_PROXY: '1', LEADS_RATE_LIMIT: 'off', SMTP_URL: '', LEADS_WEBHOOK_URL: '', ...env }, port);
  const web = client(origin, '203.0.113.70');
  const cookie = sessionCookie(await web.signIn(owner.email, ownerPassword));
  if (!cookie) throw new Error('the owner could not sign in');
  return {
    server,
    origin,
    page: async (path: string) => {
      const response = await fetch(`${server.url}${path}`);
      return { status: response.status, headers: response.headers, html: await response.text() };
    },
    inbox: async (path: string) => (await web.get(path, cookie)).text(),
    post: (path: string, body: Record<string, string> = {}, headers: Record<string, string> = {}) => web.post(path, body, { Cookie: cookie, ...headers }),
    cookie,
    web,
  };
}

const servers: StartedServer[] = [];
const removals: (() => void)[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const remove of removals) remove();
});

describe('a start after an update: the release was built by other code', () => {
  it(
    'keeps serving the owner’s last release while it rebuilds; a failed rebuild is told in words with Try again, origin-checked',
    async () => {
      const machine = publishedMachine();
      removals.push(machine.remove);
      // The owner's revision, as the previous version of the software built it.
      const release = join(machine.releases, `r${machine.revision}-old`);
      cpSync(dist, release, { recursive: true });
      writeFileSync(join(release, 'index.html'), readFileSync(join(release, 'index.html'), 'utf8').replaceAll(businessDefaults.name, published.name).replaceAll(placeholderPhone, published.phone.display));
      for (const encoded of ['index.html.br', 'index.html.gz']) rmSync(join(release, encoded));
      writeStamp(release, { code: 'the-previous-version', siteUrl: 'http://localhost:4321', revision: machine.revision });
      writeFileSync(join(machine.releases, 'current.json'), JSON.stringify({ folder: `r${machine.revision}-old`, revision: machine.revision }));

      // An events endpoint that is neither a path nor a URL stops every build at once (src/lib/contact-ping.ts).
      const live = await start(machine.db, { PUBLIC_EVENTS_ENDPOINT: 'javascript:alert(1)' });
      servers.push(live.server);
      const home = await live.page('/');
      expect(home.status).toBe(200);
      expect(home.html).toContain(published.name);
      expect(home.html).not.toContain(placeholderPhone);

      await waitFor(() => live.server.stdout().includes('site build failed'), buildMs, 'the rebuild to fail');
      const site = await live.inbox('/inbox/site');
      expect(site).toContain('The site could not be rebuilt for the new version of the software: PUBLIC_EVENTS_ENDPOINT');
      expect(site).toContain(`Until it is, visitors see your revision ${machine.revision}.`);
      expect(site).not.toContain('Everything you have saved is on the site');
      expect(site).toContain('action="/inbox/site/rebuild"');
      expect(site).toContain('Try again');
      expect(site).not.toMatch(/\bE[A-Z]{3,6}\b:/);
      // The Site tab's labels stay.
      expect(site).toContain('>Publish<');
      expect((await live.page('/')).html).toContain(published.name);

      // "Try again" from another site is refused and starts nothing; from the inbox it starts the rebuild.
      const failures = () => live.server.stdout().split('the live site is unchanged').length;
      const before = failures();
      const forged = await live.post('/inbox/site/rebuild', {}, { Origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      const again = await live.post('/inbox/site/rebuild');
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/inbox/site#publish');
      await waitFor(() => failures() > before, buildMs, 'the second rebuild to fail');
      expect(failures()).toBe(before + 1);
      expect(readRows<{ status: string }>(machine.db, 'SELECT status FROM site_revisions')).toEqual([{ status: 'live' }]);
      expect((await live.page('/')).html).toContain(published.name);
    },
    buildMs * 2,
  );
});

describe('a restore onto an empty volume: the owner has published, only the image’s placeholder build is here', () => {
  let smtp: SMTPServer | undefined;
  let push: PushService | undefined;
  let certs: Awaited<ReturnType<typeof testCertificates>> | undefined;
  afterAll(async () => {
    await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
    await push?.close();
    certs?.remove();
  });

  it(
    'answers public pages with a styled 503 page stating the published phone, keeps the inbox, booking and visit pages, e-mail, alert, manifest and passkey prompt on the published facts, then serves the rebuilt site and its error page',
    async () => {
      const machine = publishedMachine();
      removals.push(machine.remove);
      const mails: ReceivedMail[] = [];
      const smtpPort = await freePort();
      smtp = await startSmtp(smtpPort, mails);
      certs = await testCertificates();
      push = await startPushService(certs);
      const live = await start(machine.db, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_EMAIL_FROM: 'Site <site@example.com>',
        ALERTS_ALLOW_LOCAL_ENDPOINTS: '1',
        NODE_EXTRA_CA_CERTS: certs.caFile,
      });
      servers.push(live.server);
      const device = push.subscribe();
      const subscribed = await fetch(`${live.origin}/inbox/alerts/subscriptions`, {
        method: 'POST',
        body: JSON.stringify(device.json),
        headers: { 'Content-Type': 'application/json', Origin: live.origin, Cookie: live.cookie, 'X-Forwarded-For': '203.0.113.70' },
      });
      expect(subscribed.status).toBe(201);

      const home = await live.page('/');
      expect(home.status).toBe(503);
      expect(home.headers.get('retry-after')).toBe('60');
      expect(home.headers.get('cache-control')).toBe('no-store');
      expect(home.html).toContain('We will be back in a few minutes');
      expect(home.html).toContain(published.phone.display);
      expect(home.html).toContain('href="tel:+17043421234"');
      expect(home.html).not.toContain(placeholderPhone);
      expect(home.html).not.toContain(businessDefaults.name);
      expect((await live.page('/services/crack-repair')).status).toBe(503);
      expect((await live.page('/sitemap.xml')).status).toBe(503);
      expect((await live.page('/favicon.ico')).status).toBe(200);
      // The page keeps the site's look: its own styles, the header and the footer.
      expect(home.html).toMatch(/<style[^>]*>/);
      expect(home.html).toContain('<footer');

      // The inbox works meanwhile, states the published name and tells the truth.
      const site = await live.inbox('/inbox/site');
      expect(site).toContain(published.name);
      expect(site).not.toContain(businessDefaults.name);
      expect(site).toContain(`The site is being rebuilt with your revision ${machine.revision}`);
      expect(site).not.toContain('Everything you have saved is on the site');
      const asset = /\/_astro\/[^"']+\.js/.exec(await live.inbox('/inbox/alerts'))?.[0];
      if (asset) expect((await live.page(asset)).status).toBe(200);

      // The installable inbox and the passkey prompt name the published business.
      const manifest = await live.page('/inbox/manifest.webmanifest');
      expect(JSON.parse(manifest.html).name).toBe(`${published.name} inbox`);
      const options = await live.web.get('/inbox/auth/passkey/generate-register-options', live.cookie);
      expect(options.status).toBe(200);
      expect(options.headers.getSetCookie().length).toBeGreaterThan(0);
      expect(((await options.json()) as { rp: { name: string; id: string } }).rp).toEqual({ name: published.name, id: 'localhost' });

      // A customer's booking and visit pages, and the confirmation e-mail, state the published phone.
      const quote = await fetch(`${live.server.url}/api/quote`, { method: 'POST', body: new URLSearchParams({ ...validLead, email: 'customer@example.com' }), headers: { Accept: 'application/json' } });
      expect(quote.status).toBe(201);
      const { booking } = (await quote.json()) as { booking: string };
      const book = await live.page(booking);
      expect(book.status).toBe(200);
      expect(book.html).toContain(published.phone.display);
      expect(book.html).not.toContain(placeholderPhone);
      const slot = /<input type="radio"[^>]* name="slot" value="([^"]+)"/.exec(book.html)?.[1];
      expect(slot).toBeDefined();
      const booked = await live.web.post(booking, { slot: slot! });
      expect(booked.status).toBe(303);
      const visit = await live.page(booked.headers.get('location')!.split('?')[0]!);
      expect(visit.status).toBe(200);
      expect(visit.html).toContain(published.phone.display);
      expect(visit.html).not.toContain(placeholderPhone);
      const confirmation = await waitFor(() => mails.find((mail) => mail.to.includes('customer@example.com') && mail.raw.includes('We received your quote request')), 15_000, 'the confirmation e-mail');
      expect(confirmation.raw.replace(/=\r?\n/g, '')).toContain(`Call ${published.phone.display}`);
      expect(confirmation.raw).toContain(`Reply-To: ${published.email}`);
      // The alert on the owner's phone is signed for the published e-mail (its VAPID subject).
      const alert = await waitFor(() => push!.received[0], 15_000, 'the alert');
      expect(alert.vapid.sub).toBe(`mailto:${published.email}`);

      // Then the rebuilt site: the published revision, this code, this address.
      await waitFor(() => live.server.stdout().includes('the live site is rebuilt'), buildMs, 'the rebuilt site');
      const rebuilt = await live.page('/');
      expect(rebuilt.html).toContain(published.phone.display);
      expect(rebuilt.html).not.toContain(placeholderPhone);
      const releases = readdirSync(machine.releases).filter((name) => name.startsWith('r'));
      expect(releases).toHaveLength(1);
      expect(readStamp(join(machine.releases, releases[0]!))).toEqual({ code: codeFingerprint(), siteUrl: live.origin, revision: machine.revision });
      expect(existsSync(join(machine.releases, releases[0]!, 'index.html'))).toBe(true);
      expect(await live.inbox('/inbox/site')).toContain('Everything you have saved is on the site');

      // The next start serves that release at once, with nothing to rebuild.
      await live.server.stop();
      const again = await start(machine.db);
      servers.push(again.server);
      expect((await again.page('/')).status).toBe(200);
      expect(again.server.stdout()).not.toContain('rebuilding');

      // The error page states the published phone too: an inbox page that fails while rendering
      // (the Site page without its drafts' table) answers the live release's built error page.
      const db = openLeadsDb(machine.db);
      db.exec('DROP TABLE site_drafts');
      db.close();
      const failed = await again.web.get('/inbox/site', again.cookie);
      expect(failed.status).toBe(500);
      const errorPage = await failed.text();
      expect(errorPage).toContain('<title>Unexpected Application Error!');
      expect(errorPage).toContain(published.phone.display);
      expect(errorPage).not.toContain(placeholderPhone);
    },
    buildMs * 2,
  );
});
