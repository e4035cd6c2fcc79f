import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '../support/photos.ts';
import { readRows, validLead } from './helpers.ts';
import { client, ownerPassword, sessionCookie, startInboxServer, type InboxServer } from './inbox-support.ts';

/**
 * A request's photos in the inbox, against the real server, the real build and a real SQLite
 * file, tried the way an attacker would: no session, a forged one, guessed and sequential ids.
 */
describe('photos in the inbox', () => {
  let inbox: InboxServer;
  let cookie: string;
  let photoIds: string[];
  let leadId: number;
  const owner = () => client(inbox.origin, '203.0.113.240');
  const stranger = () => client(inbox.origin, '198.51.100.77');

  beforeAll(async () => {
    inbox = await startInboxServer();
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...validLead, name: 'Photo Owner Test' })) body.append(name, value);
    body.append('photos', new File([new Uint8Array(await photo())], 'front.jpg', { type: 'image/jpeg' }));
    body.append('photos', new File([new Uint8Array(await photo({ format: 'png' }))], 'close-up.png', { type: 'image/png' }));
    const sent = await fetch(`${inbox.server.url}/api/quote`, { method: 'POST', body, headers: { Accept: 'application/json' } });
    expect(sent.status).toBe(201);
    const rows = readRows<{ id: string; lead_id: number }>(inbox.db, 'SELECT id, lead_id FROM lead_photos ORDER BY position');
    photoIds = rows.map((row) => row.id);
    leadId = rows[0]!.lead_id;
    cookie = sessionCookie(await owner().signIn('owner@example.com', ownerPassword))!;
    expect(cookie).toBeDefined();
  });
  afterAll(async () => {
    await inbox?.remove();
  });

  it('serves a photo and its thumbnail to the signed-in owner as JPEG, nosniff, never cached', async () => {
    const stored = readRows<{ image: Buffer; thumb: Buffer }>(inbox.db, 'SELECT image, thumb FROM lead_photos ORDER BY position');
    for (const [path, bytes, name] of [
      [`/inbox/photos/${photoIds[0]}`, stored[0]!.image, `request-${leadId}-photo-1.jpg`],
      [`/inbox/photos/${photoIds[1]}/thumb`, stored[1]!.thumb, `request-${leadId}-photo-2-small.jpg`],
    ] as const) {
      const response = await owner().get(path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('answers 404 without a session, with a forged session, and for an expired cookie: the same answer as for no photo', async () => {
    for (const path of [`/inbox/photos/${photoIds[0]}`, `/inbox/photos/${photoIds[0]}/thumb`]) {
      for (const cookieHeader of [undefined, '__Secure-inbox.session_token=forged.value', `${cookie}x`]) {
        const response = await stranger().get(path, cookieHeader);
        expect(response.status).toBe(404);
        expect(await response.text()).toBe('There is no such photo.');
        expect(response.headers.get('content-type')).not.toMatch(/image/);
      }
    }
  });

  it('answers 404 to a signed-in owner for guessed, sequential and malformed ids', async () => {
    const real = photoIds[0]!;
    const flipped = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    const guesses = ['1', '2', String(leadId), 'AAAAAAAAAAAAAAAAAAAAAA', flipped, `${real}x`, real.toLowerCase() === real ? real.toUpperCase() : real.toLowerCase()];
    const tricks = ['..%2Fleads%2F1', `..%2F..%2Fexport.csv`, `${real}%00`, `${real}%2Fthumb`, `'%20OR%201=1--`, `${encodeURIComponent(`${real}' OR '1'='1`)}`];
    for (const id of [...guesses, ...tricks]) {
      const response = await owner().get(`/inbox/photos/${id}`, cookie);
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.headers.get('content-type') ?? '').not.toMatch(/image|csv/);
    }
  });

  it('shows the thumbnails on the request page with alt text naming the request and the number, each linking to its photo page', async () => {
    const response = await owner().get(`/inbox/leads/${leadId}`, cookie);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Photos (2)');
    for (const [index, id] of photoIds.entries()) {
      expect(html).toContain(`href="/inbox/leads/${leadId}/photos/${index + 1}#photo"`);
      expect(html).toMatch(new RegExp(`<img src="/inbox/photos/${id}/thumb" alt="Request #${leadId}, photo ${index + 1} of 2"`));
    }
  });

  it('shows each photo on its own page with its number, the next and previous photo and the way back, without script', async () => {
    const first = await owner().get(`/inbox/leads/${leadId}/photos/1`, cookie);
    expect(first.status).toBe(200);
    const html = (await first.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Photo 1 of 2</h1>');
    expect(html).toContain(`<img src="/inbox/photos/${photoIds[0]}" alt="Request #${leadId}, photo 1 of 2"`);
    expect(html).toContain(`href="/inbox/leads/${leadId}/photos/2#photo" rel="next"`);
    expect(html).not.toContain('rel="prev"');
    expect(html).toContain(`href="/inbox/leads/${leadId}#photos"`);
    expect(html).not.toMatch(/<script/);
    const second = (await (await owner().get(`/inbox/leads/${leadId}/photos/2`, cookie)).text()).replaceAll('<!-- -->', '');
    expect(second).toContain(`href="/inbox/leads/${leadId}/photos/1#photo" rel="prev"`);
    expect(second).not.toContain('rel="next"');
  });

  it('answers 404 for a photo number or request that is not there, and sends a stranger to sign in', async () => {
    for (const path of [`/inbox/leads/${leadId}/photos/3`, `/inbox/leads/${leadId}/photos/0`, `/inbox/leads/${leadId}/photos/x`, '/inbox/leads/999/photos/1', '/inbox/leads/abc/photos/1']) {
      const response = await owner().get(path, cookie);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('Photo not found');
    }
    const stranger = await client(inbox.origin, '198.51.100.78').get(`/inbox/leads/${leadId}/photos/1`);
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toBe('/inbox/login');
  });

  it('marks the request in the list and counts its photos in the CSV export', async () => {
    const list = await (await owner().get('/inbox', cookie)).text();
    expect(list.replaceAll('<!-- -->', '')).toContain('Photo Owner Test<span class="sr-only"> (2 photos)</span>');
    const csv = await (await owner().get('/inbox/export.csv', cookie)).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    const columns = header!.split(',');
    expect(columns).toContain('photos');
    // Counted from the end: the message before it may hold commas, the source columns after it do not here.
    const fromEnd = columns.length - columns.indexOf('photos');
    const counts = rows.map((row) => row.split(',').at(-fromEnd));
    expect(counts).toContain('2');
    expect(counts).toContain('0');
  });
});
