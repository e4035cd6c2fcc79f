import nodemailer, { type Transporter } from 'nodemailer';
import { business } from '../../src/config/business.ts';
import { serviceLabel } from '../../src/lib/quote-fields.ts';
import type { Channel, LeadsConfig } from './config.ts';
import type { LeadRow } from './db.ts';

export type Sender = (lead: LeadRow) => Promise<void>;

/** Leads are stored as typed; anything shown as HTML is escaped here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string, max = 120): string {
  const flat = value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function leadFields(lead: LeadRow): [string, string][] {
  return [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Property address', lead.address || '(not given)'],
    ['Service needed', serviceLabel(lead.service)],
    ['Received', lead.received_at],
  ];
}

export function leadEmail(lead: LeadRow, from: string, to: string) {
  const fields = leadFields(lead);
  const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nProject details:\n${lead.message}\n`;
  const rows = fields
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<h1 style="font-size:20px">New quote request</h1><table>${rows}</table><h2 style="font-size:16px">Project details</h2><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`;
  return {
    from,
    to,
    replyTo: lead.email,
    subject: oneLine(`New quote request: ${serviceLabel(lead.service)} - ${lead.name}`),
    text,
    html,
  };
}

export function emailSender(smtpUrl: string, from: string, to: string): { send: Sender; close: () => void } {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (lead) => {
      await transport.sendMail(leadEmail(lead, from, to));
    },
    close: () => transport.close(),
  };
}

export function webhookSender(url: string, timeoutMs = 10_000): Sender {
  return async (lead) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'quote_request',
        lead: { ...lead, service_label: serviceLabel(lead.service) },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

/** The senders for the configured channels; close() releases SMTP connections. */
export function createSenders(config: LeadsConfig): { senders: Partial<Record<Channel, Sender>>; close: () => void } {
  const senders: Partial<Record<Channel, Sender>> = {};
  let close = () => {};
  if (config.smtpUrl && config.emailTo) {
    const from = config.emailFrom ?? `${business.name} website <${config.emailTo}>`;
    const email = emailSender(config.smtpUrl, from, config.emailTo);
    senders.email = email.send;
    close = email.close;
  }
  if (config.webhookUrl) senders.webhook = webhookSender(config.webhookUrl);
  return { senders, close };
}
