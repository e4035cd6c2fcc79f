import type { Transporter } from 'nodemailer';
import type { Business } from '../../src/config/business-facts.ts';
import { visitPath } from '../../src/lib/booking-links.ts';
import { describeVisit } from '../../src/lib/schedule.ts';
import { requestSender, type Sender } from '../leads/outbox.ts';
import { customerCalendar } from './ics.ts';
import type { ScheduleStore, Visit, VisitMail } from './store.ts';

const subjects: Record<VisitMail['kind'], string> = {
  booked: 'Your free estimate visit is booked',
  moved: 'Your free estimate visit has a new time',
  cancelled: 'Your free estimate visit is cancelled',
  reminder: 'Reminder: your free estimate visit is tomorrow',
};

/**
 * The customer's e-mail about their visit, with the visit as an .ics attachment. As with the
 * quote confirmation, nothing the visitor typed goes in (the address may be a stranger's):
 * our words, the window and the visit's own link.
 */
export function visitEmail(mail: VisitMail, visit: Visit, to: string, from: string, business: Business, link: string) {
  const when = describeVisit(mail);
  const cancelled = mail.kind === 'cancelled';
  const lines = {
    booked: [`Your free estimate visit is booked for ${when} (Charlotte time).`, 'We arrive within that window.'],
    moved: [
      `Your free estimate visit now is ${when} (Charlotte time).`,
      'The earlier time is released; your calendar entry updates with the attached file.',
    ],
    cancelled: [`Your free estimate visit on ${when} is cancelled.`, `To pick another time, call ${business.phone.display}.`],
    reminder: [`Tomorrow, ${when} (Charlotte time), we come for your free estimate.`, 'We arrive within that window.'],
  }[mail.kind];
  const text = [
    'Hello,',
    '',
    ...lines,
    '',
    ...(cancelled ? [] : [`To change or cancel: ${link}`, '']),
    `Questions? Call ${business.phone.display}.`,
    '',
    business.name,
    business.phone.display,
    business.url,
    '',
  ].join('\n');
  return {
    from,
    to,
    replyTo: business.email,
    subject: `${subjects[mail.kind]} - ${business.name}`,
    text,
    icalEvent: {
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      filename: 'estimate-visit.ics',
      content: customerCalendar(visit, business, link),
    },
  };
}

/**
 * Sends the 'visit-email' jobs the schedule queues. The job names the window as it was when
 * the change was made; a reminder whose visit has changed or ended since is dropped.
 */
export function visitEmailSender(
  transport: Pick<Transporter, 'sendMail'>,
  schedule: ScheduleStore,
  from: () => string,
  siteOrigin: string,
  facts: () => Business,
): Sender {
  return requestSender(async (lead, job) => {
    const mail = JSON.parse(job.payload ?? 'null') as VisitMail | null;
    if (!mail) throw new Error('this visit e-mail names no visit');
    const current = schedule.visit(mail.visitId);
    if (mail.kind === 'reminder' && (current?.status !== 'booked' || current.sequence !== mail.sequence)) return;
    const visit: Visit = {
      ...(current ?? { id: mail.visitId, leadId: lead.id, cancelReason: null }),
      uid: mail.uid,
      sequence: mail.sequence,
      day: mail.day,
      start: mail.start,
      end: mail.end,
      status: mail.kind === 'cancelled' ? 'cancelled' : 'booked',
    };
    const link = `${siteOrigin}${visitPath(schedule.issueToken(lead.id, 'visit'))}`;
    await transport.sendMail(visitEmail(mail, visit, lead.email, from(), facts(), link));
  });
}
