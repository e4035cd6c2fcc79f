import { describeVisitShort, reminderTime } from '../../src/lib/schedule.ts';
import { townOf } from '../../src/lib/town.ts';
import type { LeadRow, LeadsDb, LeadStore } from '../leads/db.ts';
import type { CustomerTold, Visit, VisitMail } from './visits.ts';

/** How many times a day a visit's link may be e-mailed at the customer's request. */
export const linkMailsPerDay = 3;

export interface NoticeOptions {
  /** Outbox: alerts to the owner's devices. */
  leads: Pick<LeadStore, 'queueAlert'>;
  /** Queue e-mails to the customer (SMTP_URL is set). */
  email: boolean;
}

const mailPayload = (visit: Visit, kind: VisitMail['kind']): string =>
  JSON.stringify({
    kind,
    visitId: visit.id,
    uid: visit.uid,
    sequence: visit.sequence,
    day: visit.day,
    start: visit.start,
    end: visit.end,
  } satisfies VisitMail);

/** Who hears of a change to a visit: the customer by e-mail (through the outbox), the owner on their devices. */
export function visitNotices(db: LeadsDb, options: NoticeOptions) {
  const leadEmail = db.prepare(`SELECT email FROM leads WHERE id = ?`).pluck();
  const queueMail = db.prepare(`INSERT INTO outbox (lead_id, channel, next_attempt_at, payload) VALUES (?, 'visit-email', ?, ?)`);
  const dropReminders = db.prepare(
    `DELETE FROM outbox WHERE lead_id = ? AND channel = 'visit-email' AND status = 'pending' AND json_extract(payload, '$.kind') = 'reminder'`,
  );
  const linkMailsSince = db
    .prepare(`SELECT count(*) FROM outbox WHERE lead_id = ? AND channel = 'visit-email' AND json_extract(payload, '$.kind') = 'link' AND next_attempt_at > ?`)
    .pluck();

  // The home page's short form asks for a phone number only: no address, no e-mail.
  const customerTold = (leadId: number): CustomerTold => (!options.email ? 'no-smtp' : leadEmail.get(leadId) ? 'emailed' : 'no-email');

  return {
    customerTold,
    /** Queues the customer's e-mail of this change and, unless the visit is cancelled, its reminder in place of any earlier one. */
    mail(visit: Visit, kind: VisitMail['kind'], now: Date): void {
      if (customerTold(visit.leadId) !== 'emailed') return;
      dropReminders.run(visit.leadId);
      queueMail.run(visit.leadId, now.getTime(), mailPayload(visit, kind));
      const remindAt = reminderTime(visit.day);
      if (kind !== 'cancelled' && remindAt > now) queueMail.run(visit.leadId, remindAt.getTime(), mailPayload(visit, 'reminder'));
    },
    /** Tells the owner's devices of a customer's change. */
    alert(lead: LeadRow, visit: Visit, { title, now }: { title: string; now: Date }): void {
      const town = townOf(lead.address);
      options.leads.queueAlert(
        {
          title: `${title}: ${describeVisitShort(visit)}${town ? `, ${town}` : ''}`,
          body: 'Open the schedule to see the visit.',
          url: `/inbox/leads/${lead.id}`,
          tag: `visit-${visit.id}`,
        },
        lead.id,
        now,
      );
    },
    /**
     * Queues the e-mail of a booked visit's link to the request's own address, at most
     * `linkMailsPerDay` a day: false when e-mail is off, the request has no address, or the day's are used.
     */
    queueLinkMail(visit: Visit, now = new Date()): boolean {
      if (!options.email || !leadEmail.get(visit.leadId)) return false;
      if ((linkMailsSince.get(visit.leadId, now.getTime() - 86_400_000) as number) >= linkMailsPerDay) return false;
      queueMail.run(visit.leadId, now.getTime(), mailPayload(visit, 'link'));
      return true;
    },
  };
}

export type VisitNotices = ReturnType<typeof visitNotices>;
