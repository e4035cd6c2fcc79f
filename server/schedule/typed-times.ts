import { randomUUID } from 'node:crypto';
import { businessTimeInput } from '../../src/lib/dates.ts';
import { scheduleZone } from '../../src/lib/schedule.ts';
import type { LeadsDb } from '../db/open.ts';
import type { LeadRecords } from '../leads/records.ts';
import type { VisitQueries } from './visit-queries.ts';

/** How long a visit at a time the owner typed lasts, when it is not one of the windows. */
export const ownerVisitMinutes = 120;

export const insertVisitSql = `INSERT INTO visits (lead_id, uid, sequence, day, start_min, end_min, zone, status, status_before, booked_at, updated_at)
     VALUES (@leadId, @uid, 0, @day, @start, @end, @zone, 'booked', @statusBefore, @at, @at)`;

/** A new visit's unique id, as calendars know it. */
export const visitUid = () => `${randomUUID()}@visit`;

/**
 * Before the state machine, the owner's typed estimate time was only `leads.estimate_at`: it
 * never reached the schedule. Each such time becomes the visit it always meant, once, when the
 * store first opens the database (no GET ever does it).
 */
export function adoptTypedTimes(db: LeadsDb, { records, queries }: { records: LeadRecords; queries: VisitQueries }): void {
  const typed = records.typedEstimates().filter((lead) => queries.booked(lead.id) === undefined);
  if (!typed.length) return;
  const insertVisit = db.prepare(insertVisitSql);
  db.transaction(() => {
    for (const lead of typed) {
      const [day, clock] = businessTimeInput(lead.estimate_at).split('T') as [string, string];
      const start = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
      insertVisit.run({
        leadId: lead.id,
        uid: visitUid(),
        day,
        start,
        end: Math.min(start + ownerVisitMinutes, 1440),
        zone: scheduleZone,
        statusBefore: records.statusBefore(lead.id) ?? 'Contacted',
        at: new Date().toISOString(),
      });
    }
  })();
}
