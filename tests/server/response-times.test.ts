import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openLeadsDb } from '../../server/db/open.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { readRows, scratch } from './helpers.ts';
import { signedInSuite } from './inbox-support.ts';

/**
 * When a request counts as answered (status change from New, note, a Call/Text/E-mail tap
 * reported by the link's ping), how long New ones have waited in the list, and the insights
 * card, on the real server over a real SQLite file.
 */
describe('how fast each request was answered', () => {
  const suite = signedInSuite('203.0.113.77', { timeout: 60_000 });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

  function insertLead(name: string, receivedAt: string, answeredAt: string | null, status = 'New'): number {
    const db = new Database(suite.inbox.db);
    try {
      return Number(
        db
          .prepare(`INSERT INTO leads (received_at, name, phone, email, address, service, message, status, answered_at) VALUES (?, ?, '(704) 555-0101', 'a@example.com', '', 'leveling', 'Slab.', ?, ?)`)
          .run(receivedAt, name, status, answeredAt).lastInsertRowid,
      );
    } finally {
      db.close();
    }
  }
  const answeredAt = (id: number) => readRows<{ answered_at: string | null }>(suite.inbox.db, `SELECT answered_at FROM leads WHERE id = ${id}`)[0]!.answered_at;
  const ping = (id: number, to: string, headers: Record<string, string> = {}) =>
    fetch(`${suite.inbox.origin}/inbox/leads/${id}/contacted`, {
      method: 'POST',
      body: 'PING',
      redirect: 'manual',
      headers: {
        'Content-Type': 'text/ping',
        'Ping-From': `${suite.inbox.origin}/inbox/leads/${id}`,
        'Ping-To': to,
        Origin: suite.inbox.origin,
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '203.0.113.77',
        Cookie: suite.cookie,
        ...headers,
      },
    });


  it('stamps the first answer: a status change away from New, a note, or a Call/Text/E-mail tap; later ones change nothing', async () => {
    const byStatus = insertLead('Status Change', minutesAgo(30), null);
    expect((await suite.owner().post(`/inbox/leads/${byStatus}/status`, { status: 'New', estimate_at: '' }, { Cookie: suite.cookie })).status).toBe(303);
    expect(answeredAt(byStatus)).toBeNull();
    await suite.owner().post(`/inbox/leads/${byStatus}/status`, { status: 'Contacted', estimate_at: '' }, { Cookie: suite.cookie });
    const first = answeredAt(byStatus);
    expect(first).not.toBeNull();
    await suite.owner().post(`/inbox/leads/${byStatus}/notes`, { note: 'Called back, left a message.' }, { Cookie: suite.cookie });
    expect(answeredAt(byStatus)).toBe(first);

    const byNote = insertLead('Note Only', minutesAgo(30), null);
    await suite.owner().post(`/inbox/leads/${byNote}/notes`, { note: 'Drove by the house.' }, { Cookie: suite.cookie });
    expect(answeredAt(byNote)).not.toBeNull();

    const byTap = insertLead('Tap Only', minutesAgo(30), null);
    expect((await ping(byTap, 'sms:+17045550101')).status).toBe(204);
    expect(answeredAt(byTap)).not.toBeNull();
    const page = await (await suite.owner().get(`/inbox/leads/${byTap}`, suite.cookie)).text();
    expect(page).toContain('Text button tapped');
    expect(page).toContain('ping="/inbox/leads/' + byTap + '/contacted"');
  });

  it('refuses a ping that is not a same-origin browser ping for that request\'s own links', async () => {
    const id = insertLead('Ping Target', minutesAgo(30), null);
    const events = () => readRows(suite.inbox.db, `SELECT * FROM lead_events WHERE lead_id = ${id}`).length;
    expect((await ping(id, 'tel:+17045550101', { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await ping(id, 'tel:+17045550101', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await ping(id, 'tel:+17045550101', { Cookie: '' })).status).toBe(401);
    expect((await ping(id, 'tel:+17045550101', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await ping(id, 'tel:+19995550000')).status).toBe(400);
    expect((await ping(id, 'https://www.google.com/maps')).status).toBe(400);
    expect((await ping(id, 'tel:+17045550101', { 'Ping-From': `${suite.inbox.origin}/inbox/leads/1` })).status).toBe(400);
    expect((await ping(999_999, 'tel:+17045550101')).status).toBe(404);
    expect(events()).toBe(0);
    expect(answeredAt(id)).toBeNull();
  });

  it('shows how long requests still New have waited, and nothing once answered', async () => {
    const waiting = insertLead('Waiting Customer', minutesAgo(125), null);
    insertLead('Answered Customer', minutesAgo(300), minutesAgo(290));
    const list = await (await suite.owner().get('/inbox?q=customer', suite.cookie)).text();
    const row = (name: string) => list.slice(list.indexOf(name), list.indexOf('</li>', list.indexOf(name)));
    expect(row('Waiting Customer')).toContain('Waiting 2 h');
    expect(row('Answered Customer')).not.toContain('Waiting');
    expect(waiting).toBeGreaterThan(0);
  });

  it('puts the median and the shares answered within 1 hour and 4 business hours on the insights card, against the period before', async () => {
    const db = new Database(suite.inbox.db);
    db.exec('DELETE FROM leads');
    db.close();
    insertLead('Ten Minutes', minutesAgo(600), minutesAgo(590));
    insertLead('Fifty Minutes', minutesAgo(600), minutesAgo(550));
    insertLead('Three Hours', minutesAgo(600), minutesAgo(420));
    insertLead('Never', minutesAgo(600), null);
    insertLead('Spam Left Out', minutesAgo(600), minutesAgo(599), 'Spam');
    insertLead('Last Week', minutesAgo(8 * 24 * 60), minutesAgo(8 * 24 * 60 - 120));
    const html = await (await suite.owner().get('/inbox/insights?days=7', suite.cookie)).text();
    const card = html.slice(html.indexOf('How fast you answered'), html.indexOf('</section>', html.indexOf('How fast you answered')));
    const text = card.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
    expect(text).toContain('Median time to first answer 50 min was 2 h');
    expect(text).toContain('Answered within 1 hour 2 of 4 (50%) was 0 of 1 (0%)');
    expect(text).toContain('Answered within 4 business hours 3 of 4 (75%) was 1 of 1 (100%)');
    expect(text).toContain('1 request of this period still has no answer.');
    expect(text).toContain('Business hours are the opening hours the site shows: Monday - Friday 7:00 AM - 6:00 PM, Saturday 8:00 AM - 4:00 PM (Charlotte time).');
  });
});

describe('requests stored before answers were tracked', () => {
  it('take their first answer from their history when the database is upgraded', () => {
    const dir = scratch();
    try {
      const step = migrations.findIndex((sql) => sql.includes('ADD COLUMN answered_at'));
      mkdirSync(dirname(dir.db), { recursive: true });
      const old = new Database(dir.db);
      for (const sql of migrations.slice(0, step)) old.exec(sql);
      old.pragma(`user_version = ${step}`);
      const lead = old.prepare(`INSERT INTO leads (received_at, name, phone, email, service, message) VALUES (?, 'A', '7045550100', 'a@example.com', 'other', 'm')`);
      for (const at of ['2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z']) lead.run(at);
      const event = old.prepare(`INSERT INTO lead_events (lead_id, at, actor, kind, detail) VALUES (?, ?, 'o@example.com', ?, ?)`);
      event.run(1, '2026-11-01T10:05:00.000Z', 'opened', '{}');
      event.run(1, '2026-11-01T11:00:00.000Z', 'estimate', '{"from":null,"to":"2026-11-05T15:00:00.000Z"}');
      event.run(1, '2026-11-01T12:00:00.000Z', 'status', '{"from":"New","to":"Contacted"}');
      event.run(1, '2026-11-01T13:00:00.000Z', 'note', '{}');
      event.run(2, '2026-11-02T10:30:00.000Z', 'note', '{}');
      event.run(2, '2026-11-02T11:00:00.000Z', 'status', '{"from":"New","to":"Quoted"}');
      event.run(3, '2026-11-03T10:10:00.000Z', 'opened', '{}');
      old.close();
      openLeadsDb(dir.db).close();
      expect(readRows(dir.db, 'SELECT id, answered_at FROM leads ORDER BY id')).toEqual([
        { id: 1, answered_at: '2026-11-01T12:00:00.000Z' },
        { id: 2, answered_at: '2026-11-02T10:30:00.000Z' },
        { id: 3, answered_at: null },
      ]);
    } finally {
      dir.remove();
    }
  });
});
