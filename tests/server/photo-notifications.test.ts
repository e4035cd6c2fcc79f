import { createServer as createHttpServer } from 'node:http';
import sharp from 'sharp';
import type { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { photoAttachments } from '../../server/photos/attachments.ts';
import { photo } from '../support/photos.ts';
import { freePort, readRows, scratch, startSmtp, testApp, validLead, waitFor, type ReceivedMail } from './helpers.ts';

/** The owner's e-mail carries a request's photos; the webhook only says how many and where. */

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function setup(config: Omit<Parameters<typeof testApp>[1], 'dbPath'>) {
  const dir = scratch('ccr-photo-mail-');
  const app = testApp(dir.dist, { dbPath: dir.db, siteOrigin: 'https://www.example.com', ...config }, { outbox: { baseDelayMs: 150, maxDelayMs: 1000, pollMs: 50 } });
  cleanups.push(dir.remove, () => app.close());
  return { app, db: dir.db };
}

async function submitWithPhotos(app: ReturnType<typeof testApp>, photos: Buffer[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(validLead)) body.append(name, value);
  photos.forEach((bytes, index) => body.append('photos', new File([new Uint8Array(bytes)], `IMG_${index + 1}.jpg`, { type: 'image/jpeg' })));
  return app.request('/api/quote', { method: 'POST', body, headers: { Accept: 'application/json' } });
}

/** Each attachment of a raw MIME message: its headers and its decoded bytes. */
function attachments(raw: string): { headers: string; bytes: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part) => part.split(/\r\n\r\n/))
    .filter(([headers]) => /Content-Disposition: attachment/i.test(headers ?? ''))
    .map(([headers, ...body]) => ({ headers: headers!, bytes: Buffer.from(body.join('\r\n\r\n').replace(/\s+/g, ''), 'base64') }));
}

describe('photos in notifications', () => {
  it("attaches the stored photos to the owner's e-mail, with the inbox link, under 10 MB", async () => {
    const port = await freePort();
    const mail: ReceivedMail[] = [];
    const smtp: SMTPServer = await startSmtp(port, mail);
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const { app, db } = setup({ smtpUrl: `smtp://127.0.0.1:${port}`, emailTo: 'owner@example.com', confirmationEmail: false });

    const sent = await Promise.all([photo({ rotated: true, gps: true }), photo({ noise: true }), photo({ format: 'png' })]);
    expect((await submitWithPhotos(app, sent)).status).toBe(201);
    const message = await waitFor(() => mail[0], 10_000, "the owner's e-mail");
    expect(message.raw.length).toBeLessThan(10 * 1024 * 1024);
    expect(message.raw).toContain('3 photos are attached.');
    expect(message.raw).toContain('https://www.example.com/inbox/leads/1');

    const stored = readRows<{ image: Buffer }>(db, 'SELECT image FROM lead_photos ORDER BY position').map((row) => row.image);
    const attached = attachments(message.raw);
    expect(attached.map((a) => /filename="?([^";\r\n]+)/.exec(a.headers)?.[1])).toEqual([
      'request-1-photo-1.jpg',
      'request-1-photo-2.jpg',
      'request-1-photo-3.jpg',
    ]);
    for (const [index, attachment] of attached.entries()) {
      expect(attachment.headers).toMatch(/Content-Type: image\/jpeg/i);
      expect(attachment.bytes.equals(stored[index]!)).toBe(true);
    }
  });

  it('scales the photos down together until they fit the e-mail budget', async () => {
    const heavy = await Promise.all(Array.from({ length: 6 }, () => photo({ width: 2048, height: 1536, noise: true })));
    const total = (list: { content: Buffer }[]) => list.reduce((sum, item) => sum + item.content.length, 0);
    const budget = 600_000;
    expect(total(heavy.map((content) => ({ content })))).toBeGreaterThan(budget);
    const fitted = await photoAttachments(12, heavy, budget);
    expect(fitted).toHaveLength(6);
    expect(total(fitted)).toBeLessThanOrEqual(budget);
    for (const item of fitted) {
      const meta = await sharp(item.content).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThan(2048);
    }
    // Photos that already fit go out untouched.
    expect((await photoAttachments(12, heavy.slice(0, 1))).map((item) => item.content)).toEqual(heavy.slice(0, 1));
  });

  it('posts the number of photos and the inbox link to the webhook, not the images', async () => {
    const received: string[] = [];
    const hook = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(204).end();
      });
    });
    const port = await freePort();
    await new Promise<void>((resolve) => hook.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => hook.close(() => resolve())));
    const { app } = setup({ webhookUrl: `http://127.0.0.1:${port}/leads` });

    expect((await submitWithPhotos(app, [await photo(), await photo()])).status).toBe(201);
    const body = await waitFor(() => received[0], 10_000, 'the webhook call');
    const payload = JSON.parse(body) as { lead: Record<string, unknown> };
    expect(payload.lead).toMatchObject({ name: validLead.name, photo_count: 2, inbox_url: 'https://www.example.com/inbox/leads/1' });
    expect(body.length).toBeLessThan(4000);
  });
});
