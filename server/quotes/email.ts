import type { Business } from '../../src/config/business-facts.ts';
import { formatCalendarDay } from '../../src/lib/dates.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import { quotePath } from '../../src/lib/quote-document-view.ts';
import { formatCents } from '../../src/lib/quote-money.ts';
import { customerMail, type CustomerMailSetup } from '../customer-mail.ts';
import { PermanentFailure, requestSender, type Sender } from '../db/outbox.ts';
import type { LeadRow } from '../leads/db.ts';
import type { QuoteJob, QuoteMailKind } from './follow-ups.ts';
import type { QuoteStore } from './store.ts';

const subjects: Record<QuoteMailKind, string> = {
  sent: 'Your written quote',
  reminder: 'A reminder: your written quote',
  'last-reminder': 'Your written quote expires soon',
  signed: 'Your signed quote',
  'signed-owner': 'Signed quote',
};

/** The signed PDF's file name, for the customer, the owner and both downloads. */
export const signedPdfName = (leadId: number, version: number) => `quote-${leadReference(leadId).replace(/[^A-Za-z0-9-]/g, '')}-v${version}-signed.pdf`;

interface MailFacts {
  kind: QuoteMailKind;
  reference: string;
  version: number;
  totalCents: number;
  validUntil: string;
  link: string | null;
  business: Business;
}

/**
 * The e-mail of a quote. As with the visit e-mails, it holds our words, the figures the owner
 * wrote and the link; nothing the customer typed (the signed PDF, attached, is the record).
 */
export function quoteEmail(facts: MailFacts, envelope: { from: string; to: string; pdf?: { name: string; bytes: Buffer } }) {
  const { kind, reference, version, totalCents, validUntil, link, business } = facts;
  const total = formatCents(totalCents);
  const until = formatCalendarDay(validUntil);
  const lines = {
    sent: [
      `Here is your written quote ${reference} (version ${version}): ${total} before any option you choose.`,
      `It is valid until ${until}. Open it to choose options, ask for changes, or approve and sign it online:`,
      link,
    ],
    reminder: [`A friendly reminder: your written quote ${reference} (${total}) is waiting for you, valid until ${until}.`, 'Open it to approve, ask for changes or decline:', link],
    'last-reminder': [`Your written quote ${reference} (${total}) expires on ${until}.`, 'Open it to approve, ask for changes or decline before then:', link],
    signed: [`Thank you: you approved and signed quote ${reference} (version ${version}), total ${total}.`, 'Your signed copy is attached. Keep it with your records.', ...(link ? ['You can also download it again here:', link] : []), '', 'We will call you to schedule the work.'],
    'signed-owner': [`The customer approved and signed quote ${reference} (version ${version}), total ${total}.`, 'The signed PDF is attached.', ...(link ? [`Open the request: ${link}`] : [])],
  }[kind];
  return {
    from: envelope.from,
    to: envelope.to,
    ...customerMail(business, { subject: `${subjects[kind]} ${reference}`, lines: [...lines.flatMap((line) => (line === null ? [] : [line])), ''] }),
    ...(envelope.pdf ? { attachments: [{ filename: envelope.pdf.name, content: envelope.pdf.bytes, contentType: 'application/pdf' }] } : {}),
  };
}

/**
 * Sends the 'quote-email' jobs: the link on a send (skipped once a newer version went out), the
 * reminders (only while the version still waits for an answer and reminders are on; each with
 * its own fresh link), and the signed PDF to the customer and to the owner.
 */
export function quoteEmailSender({
  transport,
  quotes,
  from,
  ownerTo,
  siteOrigin,
  facts,
}: CustomerMailSetup & {
  quotes: QuoteStore;
  /** The owner's address for the signed PDF: LEADS_EMAIL_TO, else the business's. */
  ownerTo: () => string;
}): Sender<LeadRow> {
  return requestSender(async (lead, job) => {
    const mail = JSON.parse(job.payload ?? 'null') as QuoteJob | null;
    if (!mail || mail.kind === 'call-today') throw new PermanentFailure('this quote e-mail names no quote');
    const now = new Date();
    const business = facts();
    const reference = leadReference(lead.id);
    if (mail.kind === 'reminder' || mail.kind === 'last-reminder') {
      const due = quotes.reminderDue(mail, now);
      if (!due) return;
      await transport.sendMail(
        quoteEmail(
          { kind: mail.kind, reference, version: due.latest.number, totalCents: due.latest.totals.totalCents, validUntil: due.latest.validUntil, link: `${siteOrigin}${quotePath(due.token)}`, business },
          { from: from(), to: lead.email },
        ),
      );
      quotes.reminderSent(mail, now);
      return;
    }
    const owner = mail.kind === 'signed-owner';
    const found = quotes.forMail(mail, { link: !owner }, now);
    if (!found) return;
    if (mail.kind === 'sent' && found.record.latest?.number !== mail.version) return;
    const signed = mail.kind === 'signed' || owner;
    if (signed && (!found.pdf || !found.record.signature)) throw new PermanentFailure('this quote has no signed PDF');
    const totalCents = signed ? found.record.signature!.totalCents : found.version.totals.totalCents;
    const link = owner ? `${siteOrigin}/inbox/leads/${lead.id}` : `${siteOrigin}${quotePath(found.token!)}`;
    await transport.sendMail(
      quoteEmail(
        { kind: mail.kind, reference, version: mail.version, totalCents, validUntil: found.version.validUntil, link, business },
        { from: from(), to: owner ? ownerTo() : lead.email, ...(signed ? { pdf: { name: signedPdfName(lead.id, mail.version), bytes: found.pdf! } } : {}) },
      ),
    );
  });
}

/** Runs the owner's "Call today" checks as they come due: an alert only while the quote still waits. */
export function quoteCheckSender(quotes: QuoteStore): Sender<LeadRow> {
  return requestSender(async (_lead, job) => {
    const check = JSON.parse(job.payload ?? 'null') as QuoteJob | null;
    if (check?.kind !== 'call-today') throw new PermanentFailure('this quote check names no quote');
    quotes.callToday(check, new Date());
  });
}
