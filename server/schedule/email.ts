import type { Business } from '../../src/config/business-facts.ts';
import { visitPath } from '../../src/lib/booking-links.ts';
import { describeVisit } from '../../src/lib/schedule.ts';
import { customerMail, type CustomerMailSetup } from '../customer-mail.ts';
import { requestSender, type Sender } from '../db/outbox.ts';
import type { LeadRow } from '../leads/db.ts';
import { customerCalendar } from './ics.ts';
import type { LastChange, ScheduleStore, VisitMail } from './store.ts';
import type { Visit } from '../../src/lib/schedule-view.ts';

/** The subject of "E-mail me this link", which the page names when it refuses to send it again. */
export const linkMailSubject = 'The link to your free estimate visit';

const subjects: Record<VisitMail['kind'], string> = {
  booked: 'Your free estimate visit is booked',
  moved: 'Your free estimate visit has a new time',
  cancelled: 'Your free estimate visit is cancelled',
  reminder: 'Reminder: your free estimate visit is tomorrow',
  link: linkMailSubject,
};

/**
 * The customer's e-mail about their visit, with the visit as an .ics attachment. As with the
 * quote confirmation, nothing the visitor typed goes in (the address may be a stranger's, so the
 * attachment has no LOCATION either): our words, the window, the visit's own link, and the
 * owner's reason when the owner moved or cancelled the visit.
 */
export function visitEmail(
  mail: VisitMail,
  visit: Visit,
  { to, from, business, link, change = null }: { to: string; from: string; business: Business; link: string; change?: LastChange | null },
) {
  const when = describeVisit(mail);
  const cancelled = mail.kind === 'cancelled';
  const byOwner = change?.byOwner === true && (mail.kind === 'moved' || mail.kind === 'cancelled') && change.action === mail.kind;
  const why = byOwner && change.reason ? [`Why: ${change.reason}`] : [];
  const lines = {
    booked: [`Your free estimate visit is booked for ${when} (Charlotte time).`, 'We arrive within that window.'],
    moved: [
      byOwner ? `We moved your free estimate visit to ${when} (Charlotte time).` : `Your free estimate visit now is ${when} (Charlotte time).`,
      ...why,
      'The earlier time is released; your calendar entry updates with the attached file.',
    ],
    cancelled: [
      byOwner ? `We cancelled your free estimate visit on ${when}.` : `Your free estimate visit on ${when} is cancelled.`,
      ...why,
      'The attached file takes it out of your calendar.',
      `To pick another time, open ${link} or call ${business.phone.display}.`,
    ],
    reminder: [`Tomorrow, ${when} (Charlotte time), we come for your free estimate.`, 'We arrive within that window.'],
    link: [`Here is the link to your free estimate visit on ${when} (Charlotte time), as you asked.`, 'Keep this e-mail: the link is how you change or cancel the visit online.'],
  }[mail.kind];
  return {
    from,
    to,
    ...customerMail(business, { subject: subjects[mail.kind], lines: [...lines, '', ...(cancelled ? [] : [`To change or cancel: ${link}`, ''])] }),
    icalEvent: {
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      filename: 'estimate-visit.ics',
      content: customerCalendar(visit, business, { link }),
    },
  };
}

/**
 * Sends the 'visit-email' jobs the schedule queues. The job names the window as it was when
 * the change was made; a reminder whose visit has changed or ended since is dropped.
 */
export function visitEmailSender({
  transport,
  schedule,
  from,
  siteOrigin,
  facts,
}: CustomerMailSetup & { schedule: ScheduleStore }): Sender<LeadRow> {
  return requestSender(async (lead, job) => {
    const mail = JSON.parse(job.payload ?? 'null') as VisitMail | null;
    if (!mail) throw new Error('this visit e-mail names no visit');
    const current = schedule.visit(mail.visitId);
    if (mail.kind === 'reminder' && (current?.status !== 'booked' || current.sequence !== mail.sequence)) return;
    if (mail.kind === 'link' && current?.status !== 'booked') return;
    const visit: Visit = {
      ...(current ?? { id: mail.visitId, leadId: lead.id, cancelReason: null }),
      uid: mail.uid,
      sequence: mail.sequence,
      day: mail.day,
      start: mail.start,
      end: mail.end,
      status: mail.kind === 'cancelled' ? 'cancelled' : 'booked',
    };
    const link = `${siteOrigin}${visitPath(schedule.issueToken(lead.id, 'visit', { visitId: mail.visitId }))}`;
    await transport.sendMail(visitEmail(mail, visit, { to: lead.email, from: from(), business: facts(), link, change: schedule.lastChange(visit) }));
  });
}
