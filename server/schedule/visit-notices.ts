import { describeVisitShort, reminderTime } from '../../src/lib/schedule.ts';
import { townOf } from '../../src/lib/town.ts';
import type { Visit } from '../../src/lib/schedule-view.ts';
import type { OutboxStore } from '../db/outbox.ts';
import type { LeadRow, LeadStore } from '../leads/db.ts';
import type { LeadRecords } from '../leads/records.ts';
import type { CustomerTold, VisitMail } from './visits.ts';

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
export function visitNotices({ records, outbox }: { records: LeadRecords; outbox: OutboxStore }, options: NoticeOptions) {
  const queueMail = (leadId: number, at: Date, payload: string) => outbox.queue({ leadId, channel: 'visit-email', at, payload });

  // The home page's short form asks for a phone number only: no address, no e-mail.
  const customerTold = (leadId: number): CustomerTold => (!options.email ? 'no-smtp' : records.email(leadId) ? 'emailed' : 'no-email');

  return {
    customerTold,
    /** Queues the customer's e-mail of this change and, unless the visit is cancelled, its reminder in place of any earlier one. */
    mail(visit: Visit, kind: VisitMail['kind'], now: Date): void {
      if (customerTold(visit.leadId) !== 'emailed') return;
      outbox.dropPending(visit.leadId, { channel: 'visit-email', kind: 'reminder' });
      queueMail(visit.leadId, now, mailPayload(visit, kind));
      const remindAt = reminderTime(visit.day);
      if (kind !== 'cancelled' && remindAt > now) queueMail(visit.leadId, remindAt, mailPayload(visit, 'reminder'));
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
      if (!options.email || !records.email(visit.leadId)) return false;
      if (outbox.countQueued(visit.leadId, { channel: 'visit-email', kind: 'link', after: now.getTime() - 86_400_000 }) >= linkMailsPerDay) return false;
      queueMail(visit.leadId, now, mailPayload(visit, 'link'));
      return true;
    },
  };
}

export type VisitNotices = ReturnType<typeof visitNotices>;
