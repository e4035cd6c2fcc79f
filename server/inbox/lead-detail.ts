import { contactLinks, leadReference } from '../../src/lib/lead-contact.ts';
import type { LeadStatus } from '../../src/lib/lead-status.ts';
import type { ReviewChannel } from '../../src/lib/review-request.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import { describeVisit } from '../../src/lib/schedule.ts';
import type { LeadsDb } from '../db/open.ts';
import { outboxStore } from '../db/outbox.ts';
import { leadRecords } from '../leads/records.ts';
import { visitReader } from '../schedule/visit-reads.ts';
import { photoReader } from '../photos/store.ts';
import type { Channel, ContactVia, LeadDetail, LeadEvent } from '../../src/lib/lead-view.ts';

/** Longest note the owner can save, in UTF-16 units as the textarea's maxlength counts them. */
export const maxNoteLength = 5000;

function visitOf(row: { day: string; start: number; end: number; status: NonNullable<LeadDetail['visit']>['status'] } | undefined): LeadDetail['visit'] {
  return row ? { window: describeVisit(row), status: row.status } : null;
}

/**
 * Reading and working one request. Each change and its history entry commit in one
 * transaction, so the history never misses a change and never records one that did not happen.
 */
export function leadDetails(db: LeadsDb) {
  const leads = leadRecords(db);
  const outbox = outboxStore(db);
  const photos = photoReader(db);
  const visits = visitReader(db);

  return {
    get: (id: number): LeadDetail | undefined => {
      const row = leads.get(id);
      if (!row) return undefined;
      const history = leads.history(id).map(({ detail, ...event }) => ({ ...event, ...JSON.parse(detail) }) as LeadEvent);
      return {
        id: row.id,
        reference: leadReference(row.id),
        receivedAt: row.received_at,
        name: row.name,
        phone: row.phone,
        email: row.email,
        address: row.address,
        service: row.service,
        serviceLabel: serviceLabel(row.service),
        message: row.message,
        status: row.status,
        openedAt: row.opened_at,
        estimateAt: row.estimate_at,
        visit: visitOf(visits.shown(id)),
        source: row.source,
        referrerHost: row.referrer_host,
        campaign: { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign },
        photos: photos.forLead(id),
        notes: leads.notes(id),
        history,
        reviewRequestedAt: history.find((event) => event.kind === 'review-request')?.at ?? null,
        deliveries: outbox.ofLead(id).map(
          (job) => ({
            id: job.id,
            channel: job.channel as Channel,
            device: job.device,
            status: job.status,
            attempts: job.attempts,
            nextAttemptAt: new Date(job.next_attempt_at).toISOString(),
            lastError: job.last_error,
            sentAt: job.sent_at,
          }),
        ),
      };
    },

    /** The first opening stamps opened_at; later ones change nothing. False when there is no such request. */
    open: db.transaction((id: number, actor: string, now: Date): boolean => {
      const at = now.toISOString();
      if (leads.markOpened(id, at)) leads.record({ leadId: id, at, actor, kind: 'opened' });
      return leads.get(id) !== undefined;
    }),

    /**
     * Sets the status the owner picked. "Estimate scheduled" follows a booked visit
     * (server/schedule/visit-change.ts), so it is not picked by hand, and no other status is set while
     * a visit is booked; checked in the same transaction as the write.
     */
    changeStatus: db.transaction((id: number, status: LeadStatus, actor: string, now: Date): 'changed' | 'not-found' | 'needs-visit' | 'visit-booked' => {
      const row = leads.get(id);
      if (!row) return 'not-found';
      const booked = visits.isBooked(id);
      if (status === 'Estimate scheduled' && !booked && row.status !== status) return 'needs-visit';
      if (booked && status !== 'Estimate scheduled') return 'visit-booked';
      const at = now.toISOString();
      leads.setStatus(id, status);
      if (row.status !== status) leads.record({ leadId: id, at, actor, kind: 'status', detail: { from: row.status, to: status } });
      if (row.status === 'New' && status !== 'New') leads.markAnswered(id, at);
      return 'changed';
    }),

    /** Adds a note by the signed-in owner; false when there is no such request. */
    addNote: db.transaction((id: number, body: string, author: string, now: Date): boolean => {
      if (leads.get(id) === undefined) return false;
      const at = now.toISOString();
      leads.addNote(id, { at, author, body });
      leads.record({ leadId: id, at, actor: author, kind: 'note' });
      leads.markAnswered(id, at);
      return true;
    }),

    /** A tap on the request's Call, Text or E-mail button; false when there is no such request. */
    recordContact: db.transaction((id: number, via: ContactVia, actor: string, now: Date): boolean => {
      if (leads.get(id) === undefined) return false;
      const at = now.toISOString();
      leads.record({ leadId: id, at, actor, kind: 'contact', detail: { via } });
      leads.markAnswered(id, at);
      return true;
    }),

    /** The request's own Call, Text and E-mail links, to tell which one a ping names. */
    contactLinks: (id: number) => {
      const row = leads.get(id);
      return row ? contactLinks(row) : undefined;
    },

    /**
     * Records that the owner asked the customer for a review. Only a request marked Won is
     * asked, so a stray or forged report on any other request changes nothing.
     */
    askForReview: db.transaction((id: number, via: ReviewChannel, actor: string, now: Date): 'asked' | 'not-found' | 'not-won' => {
      const row = leads.get(id);
      if (!row) return 'not-found';
      if (row.status !== 'Won') return 'not-won';
      leads.record({ leadId: id, at: now.toISOString(), actor, kind: 'review-request', detail: { via } });
      return 'asked';
    }),
  };
}

export type LeadDetails = ReturnType<typeof leadDetails>;
