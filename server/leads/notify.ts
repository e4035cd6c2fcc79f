import nodemailer, { type Transporter } from 'nodemailer';
import { cleanLine } from '../../src/lib/clean-text.ts';
import { hoursLinesOf, type Business } from '../../src/config/business-facts.ts';
import { formatBusinessTime } from '../../src/lib/dates.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import { isServiceSlug, serviceLabel } from '../../src/lib/quote-fields.ts';
import { photoAttachments, type PhotoAttachment } from '../photos/attachments.ts';
import type { PhotoReader } from '../photos/store.ts';
import type { LeadsConfig } from './config.ts';
import type { LeadRow } from './db.ts';
import { requestSender, type Sender } from '../db/outbox.ts';
import type { Channel } from '../../src/lib/lead-view.ts';

/** Where the owner opens a request: its page in the inbox on this site. */
export function inboxLink(siteOrigin: string, leadId: number): string {
  return `${siteOrigin}/inbox/leads/${leadId}`;
}

/** Leads are stored as typed; anything shown as HTML is escaped here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string, max = 120): string {
  const flat = cleanLine(value);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function leadFields(lead: LeadRow): [string, string][] {
  return [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email || '(not given)'],
    ['Property address', lead.address || '(not given)'],
    ['Service needed', serviceLabel(lead.service)],
    ['Received', lead.received_at],
  ];
}

export function leadEmail(lead: LeadRow, envelope: { from: string; to: string }, { link, photos = [] }: { link: string; photos?: readonly PhotoAttachment[] }) {
  const { from, to } = envelope;
  const fields = leadFields(lead);
  const photoLine = photos.length ? `${photos.length === 1 ? '1 photo is' : `${photos.length} photos are`} attached.` : 'No photos were sent.';
  const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nProject details:\n${lead.message || '(not given)'}\n\n${photoLine}\nOpen the request in the inbox: ${link}\n`;
  const rows = fields
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<h1 style="font-size:20px">New quote request</h1><table>${rows}</table><h2 style="font-size:16px">Project details</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message || '(not given)')}</p><p>${escapeHtml(photoLine)}</p><p><a href="${escapeHtml(link)}">Open the request in the inbox</a></p>`;
  return {
    from,
    to,
    // The home page's short form asks for a phone number only.
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: oneLine(`New quote request: ${serviceLabel(lead.service)} - ${lead.name}`),
    text,
    html,
    attachments: [...photos],
  };
}

/**
 * The customer's confirmation. A stranger's address can be typed into the form, so nothing
 * the visitor wrote goes into it, not even their name: only our own words, the reference,
 * the service from our fixed list, and the facts the site states (reply time, hours, phone).
 */
export function confirmationEmail(lead: LeadRow, from: string, business: Business) {
  const reference = leadReference(lead.id);
  const service = isServiceSlug(lead.service) ? serviceLabel(lead.service) : 'Concrete repair';
  const hours = hoursLinesOf(business).map((row) => `  ${row.days}: ${row.time}`);
  const text = [
    'Hello,',
    '',
    `Thank you for asking ${business.name} for a quote. We received your request on ${formatBusinessTime(lead.received_at)} (Charlotte time).`,
    '',
    `Reference: ${reference}`,
    `Service: ${service}`,
    '',
    'What happens next',
    `We contact you within ${business.responseTime} to ask any questions and set a time for a free on-site estimate that suits you. You then get a written quote with no obligation.`,
    '',
    `Need us sooner? Call ${business.phone.display} and mention ${reference}.`,
    'Our hours:',
    ...hours,
    '',
    business.name,
    business.phone.display,
    business.url,
    '',
    `You receive this e-mail because this address was entered in the quote form on ${business.url}. If that was not you, you can ignore it.`,
    '',
  ].join('\n');
  return {
    from,
    to: lead.email,
    replyTo: business.email,
    subject: oneLine(`We received your quote request ${reference} - ${business.name}`),
    text,
  };
}

/** Owner's notifications and the customer's confirmations share one SMTP connection pool. */
function mailSenders(smtpUrl: string) {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    owner: (from: () => string, to: string, siteOrigin: string, photos: Pick<PhotoReader, 'images'>): Sender<LeadRow> =>
      requestSender(async (lead) => {
        const attachments = await photoAttachments(lead.id, photos.images(lead.id));
        await transport.sendMail(leadEmail(lead, { from: from(), to }, { link: inboxLink(siteOrigin, lead.id), photos: attachments }));
      }),
    confirmation: (from: () => string, facts: () => Business): Sender<LeadRow> =>
      requestSender(async (lead) => {
        await transport.sendMail(confirmationEmail(lead, from(), facts()));
      }),
    transport,
    close: () => transport.close(),
  };
}

/** The lead as JSON with the number of its photos and its inbox link; the photos stay on the server. */
export function webhookSender(url: string, siteOrigin: string, photos: Pick<PhotoReader, 'forLead'>, timeoutMs = 10_000): Sender<LeadRow> {
  return requestSender(async (lead) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'quote_request',
        lead: { ...lead, service_label: serviceLabel(lead.service), photo_count: photos.forLead(lead.id).length, inbox_url: inboxLink(siteOrigin, lead.id) },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  });
}

/** The senders for the configured channels; close() releases SMTP connections. */
export function createSenders(
  config: LeadsConfig,
  photos: Pick<PhotoReader, 'images' | 'forLead'>,
  facts: () => Business,
): { senders: Partial<Record<Channel, Sender<LeadRow>>>; close: () => void; mail?: { transport: Transporter; from: () => string } } {
  const senders: Partial<Record<Channel, Sender<LeadRow>>> = {};
  let close = () => {};
  let mailer: { transport: Transporter; from: () => string } | undefined;
  if (config.smtpUrl) {
    const mail = mailSenders(config.smtpUrl);
    // Per message: the sender's name is the business as published when the e-mail leaves.
    const from = () => config.emailFrom ?? `${facts().name} website <${config.emailTo ?? facts().email}>`;
    if (config.emailTo) senders.email = mail.owner(from, config.emailTo, config.siteOrigin, photos);
    if (config.confirmationEmail) senders.confirmation = mail.confirmation(from, facts);
    close = mail.close;
    mailer = { transport: mail.transport, from };
  }
  if (config.webhookUrl) senders.webhook = webhookSender(config.webhookUrl, config.siteOrigin, photos);
  return { senders, close, ...(mailer ? { mail: mailer } : {}) };
}
