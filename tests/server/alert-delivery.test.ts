import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertTime, isOvernight } from '../../src/lib/quiet-hours.ts';
import { multipart, readRows, scratch, testApp, validLead, waitFor, type TestApp } from './helpers.ts';
import type { App } from '../../server/app.ts';
import { ownerCli, ownerPassword } from './inbox-support.ts';
import { startTrustedPushService, type PushService } from '../support/push-service.ts';

/**
 * How the outbox delivers pushes over time, with the outbox's delays shortened: back-off on a
 * failing push service, and quiet hours holding alerts for one summary. The app runs in this
 * process over a real SQLite file and pushes to the local HTTPS push service, whose CA this
 * process trusts.
 */
describe('push delivery through the outbox', () => {
  const dir = scratch('ccr-alert-delivery-');
  let app: TestApp;
  let live: App;
  let push: PushService;
  const owners: Record<string, string> = {};

  const sendLead = async (name = validLead.name) => {
    const response = await app.request('/api/quote', { method: 'POST', body: multipart({ ...validLead, name }), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(201);
    return readRows<{ id: number }>(dir.db, 'SELECT max(id) AS id FROM leads')[0]!.id;
  };
  const jobs = (leadId: number) =>
    readRows<{ status: string; attempts: number; held: number; next_attempt_at: number; last_error: string | null }>(
      dir.db,
      `SELECT status, attempts, held, next_attempt_at, last_error FROM outbox WHERE lead_id = ${leadId} AND channel = 'push' ORDER BY id`,
    );
  const subscribe = (email: string) => {
    const device = push.subscribe();
    const id = live.alerts.subscriptions.save(owners[email]!, { endpoint: device.json.endpoint, ...device.json.keys }, 'Chrome on Android', new Date());
    return { ...device, id };
  };

  beforeAll(async () => {
    push = await startTrustedPushService();
    for (const email of ['owner@example.com', 'partner@example.com']) {
      const added = await ownerCli(dir.db, ['add', email], `${ownerPassword}\n`);
      if (added.code !== 0) throw new Error(added.stderr);
    }
    for (const row of readRows<{ id: string; email: string }>(dir.db, 'SELECT id, email FROM user')) owners[row.email] = row.id;
    app = testApp(dir.dist, { dbPath: dir.db, allowLocalPushEndpoints: true, rateLimit: Infinity }, { outbox: { baseDelayMs: 300, pollMs: 50 } });
    live = await app.ready;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await push?.close();
    dir.remove();
  });

  it('retries a push the service answers 500 or 429 with doubling delays, then sends it', async () => {
    const device = subscribe('owner@example.com');
    device.answer(500, 429);
    const id = await sendLead();
    await waitFor(() => jobs(id)[0]?.status === 'sent', 10_000, 'the push to be sent');
    const tries = push.answered.filter((entry) => entry.subscription === push.idOf(device));
    expect(tries.map((entry) => entry.status)).toEqual([500, 429, 201]);
    // 300 ms after the first failure, 600 ms after the second (the worker polls every 50 ms).
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(300);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(600);
    expect(jobs(id)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
    expect(push.problems).toEqual([]);
    live.alerts.subscriptions.remove(device.id);
  });

  it('holds alerts during the owner\'s quiet hours and sends one summary when they end, while other owners hear at once', async () => {
    const quietPhone = subscribe('owner@example.com');
    const partnerPhone = subscribe('partner@example.com');
    // Quiet hours that hold right now, whatever the hour of the test run.
    const hour = Number(new Intl.DateTimeFormat('en-US', { hour: '2-digit', hourCycle: 'h23', timeZone: 'America/New_York' }).format(new Date()));
    const quiet = { starts: hour, ends: (hour + 2) % 24 };
    live.alerts.quietHours.set(owners['owner@example.com']!, quiet);

    const before = push.received.length;
    const started = new Date();
    const ids = [await sendLead('Dana Whitfield'), await sendLead('Marcus Lee'), await sendLead('Ana Ortiz')];
    await waitFor(() => push.received.length - before >= 3, 5_000, 'the partner\'s three alerts');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = push.received.slice(before);
    expect(fresh.map((p) => [p.subscription, p.payload.title])).toEqual([
      [push.idOf(partnerPhone), 'New request: Concrete Leveling in Charlotte, from Dana'],
      [push.idOf(partnerPhone), 'New request: Concrete Leveling in Charlotte, from Marcus'],
      [push.idOf(partnerPhone), 'New request: Concrete Leveling in Charlotte, from Ana'],
    ]);
    const ends = alertTime(started, quiet).getTime();
    expect(ends).toBeGreaterThan(started.getTime());
    for (const id of ids) expect(jobs(id)[0]).toMatchObject({ status: 'pending', attempts: 0, held: 1, next_attempt_at: ends });

    // The end of quiet hours arrives.
    const db = new Database(dir.db);
    db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE held = 1`).run(Date.now());
    db.close();
    live.outbox.kick();
    await waitFor(() => ids.every((id) => jobs(id)[0]?.status === 'sent'), 5_000, 'the held jobs to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const summary = push.received.slice(before + 3);
    expect(summary.map((p) => [p.subscription, p.payload])).toEqual([
      [
        push.idOf(quietPhone),
        { title: `3 new requests ${isOvernight(quiet) ? 'overnight' : 'during quiet hours'}`, body: 'Tap to open your inbox.', url: '/inbox', tag: 'quiet-hours-summary' },
      ],
    ]);
    expect(push.problems).toEqual([]);
  });

  it('sends an alert of its own, about no request, to every device at once, even one in quiet hours, and never folds it into a summary', async () => {
    const phone = subscribe('owner@example.com');
    const before = push.received.length;
    const alert = { title: 'Off-site copy is 12 minutes behind', body: 'Tap to see your backups.', url: '/inbox/security', tag: 'backup-lag' };
    live.leads.queueAlert(alert, null);
    live.outbox.kick();
    await waitFor(() => push.received.length > before, 5_000, 'the alert');
    const own = readRows<{ status: string; lead_id: number | null; held: number }>(dir.db, `SELECT status, lead_id, held FROM outbox WHERE payload IS NOT NULL`);
    expect(own.map((job) => job.lead_id)).toEqual(own.map(() => null));
    // The owner's quiet hours from the test before still hold: that device's job waits for their end, alone.
    expect(own.filter((job) => job.held === 1).length).toBeGreaterThan(0);
    const db = new Database(dir.db);
    db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE held = 1 AND status = 'pending'`).run(Date.now());
    db.close();
    live.outbox.kick();
    await waitFor(() => readRows(dir.db, `SELECT 1 FROM outbox WHERE status = 'pending'`).length === 0, 5_000, 'every job to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fresh = push.received.slice(before);
    expect(fresh.filter((p) => p.subscription === push.idOf(phone)).map((p) => p.payload)).toEqual([alert]);
    expect(fresh.every((p) => p.payload.tag === 'backup-lag')).toBe(true);
    expect(push.problems).toEqual([]);
  });
});
