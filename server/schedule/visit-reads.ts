import type { LeadsDb } from '../db/open.ts';
import type { VisitStatus } from '../../src/lib/schedule-view.ts';

/** A visit as the inbox's pages show it: its window on Charlotte's calendar and its state. */
export interface ShownVisit {
  day: string;
  start: number;
  end: number;
  status: VisitStatus;
}

/**
 * The visits as the inbox reads them, without the schedule store's rules and e-mails: the one a
 * request's page shows, whether one is booked, and one per request of a list.
 */
export function visitReader(db: LeadsDb) {
  // The booked visit, else the latest: the one the request's page shows.
  const shown = db.prepare(`SELECT day, start_min AS start, end_min AS "end", status FROM visits WHERE lead_id = ? ORDER BY status = 'booked' DESC, id DESC LIMIT 1`);
  const booked = db.prepare(`SELECT 1 FROM visits WHERE lead_id = ? AND status = 'booked'`);
  const listed = db.prepare(
    `SELECT l.value AS id, (SELECT json_object('day', v.day, 'start', v.start_min, 'end', v.end_min, 'status', v.status) FROM visits v WHERE v.lead_id = l.value) AS visit
     FROM json_each(?) l`,
  );
  return {
    shown: (leadId: number) => shown.get(leadId) as ShownVisit | undefined,
    isBooked: (leadId: number) => booked.get(leadId) !== undefined,
    /** A visit per request of the list that has one (the first the index finds, as the list has always shown). */
    listed: (leadIds: readonly number[]) =>
      new Map(
        (listed.all(JSON.stringify(leadIds)) as { id: number; visit: string | null }[]).flatMap((row) =>
          row.visit === null ? [] : [[row.id, JSON.parse(row.visit) as ShownVisit] as const],
        ),
      ),
  };
}
