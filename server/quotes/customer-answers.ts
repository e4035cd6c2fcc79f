import { cleanLine, cleanText } from '../../src/lib/clean-text.ts';
import { formatCalendarDay } from '../../src/lib/dates.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import type { QuoteRefusal } from '../../src/lib/quote-document-view.ts';
import { formatCents, quoteTotals } from '../../src/lib/quote-money.ts';
import { quoteTerms } from '../../src/lib/quote-terms.ts';
import { signedQuotePdf } from './pdf.ts';
import { contentHash, sha256Hex, type SignedContent } from './signed-content.ts';
import { isExpired } from './state.ts';
import { firstName, refuse, where, type QuoteContext } from './quote-context.ts';

/** What the customer sends with an approval. */
export interface ApprovalInput {
  version: number;
  chosenLineIds: readonly string[];
  fullName: string;
  consent: boolean;
  clientIp: string | null;
  userAgent: string | null;
}

/** A customer's answer other than an approval: the words asked for changes, the optional reason of a decline. */
export interface AnswerInput {
  version: number;
  message: string;
}

/** Bounds of what the customer types. */
export const answerLimits = { fullName: 120, message: 2000, userAgent: 500 } as const;

/** The customer's side of the written quote: what a link shows, the first opening, approval and signature, changes and decline. */
export function customerAnswers({ db, options, documents, records, links, followUps, recordOf, setLeadStatus }: QuoteContext) {
  /** The quote a customer's link names, its request and record; undefined for a forged token or a quote never sent. */
  const found = (token: string, now: Date) => {
    const quoteId = links.find(token);
    const quote = quoteId === undefined ? undefined : documents.byId(quoteId);
    if (!quote) return undefined;
    const record = recordOf(quote, now);
    if (!record.latest) return undefined;
    return { quote, record, latest: record.latest, lead: records.get(quote.lead_id)! };
  };
  type Found = NonNullable<ReturnType<typeof found>>;

  /** Why this answer to this version cannot be taken now, or null. */
  const answerRefusal = ({ record, latest }: Found, version: number, now: Date, { expiredToo = false } = {}): QuoteRefusal | null => {
    if (record.signature) return refuse('approved', 'This quote is already approved and signed. Nothing was changed.');
    if (version !== latest.number) return refuse('replaced', `We sent a newer version of this quote (version ${latest.number}). Nothing was changed: read the new version below.`);
    if (record.state === 'declined') return refuse('declined', 'You declined this quote. Nothing was changed; call us if you changed your mind.');
    if (!expiredToo && isExpired(latest, now)) return refuse('expired', `This quote expired on ${formatCalendarDay(latest.validUntil)}. Call us for an updated quote.`);
    return null;
  };

  /** The customer's changes or decline: the event, the request's status and note, the owner's alert, the follow-ups dropped. */
  const answerNow = db.transaction((token: string, kind: 'changes-requested' | 'declined', input: AnswerInput, now: Date): { ok: true } | QuoteRefusal => {
    const current = found(token, now);
    if (!current) return refuse('no-quote', 'This link does not work.');
    const refusal = answerRefusal(current, input.version, now, { expiredToo: true });
    if (refusal) return refusal;
    const message = cleanText(input.message).trim();
    if (kind === 'changes-requested' && !message) return refuse('invalid', 'Write what you would like us to change.');
    if (message.length > answerLimits.message) return refuse('invalid', `Please keep the message under ${answerLimits.message} characters.`);
    const at = now.toISOString();
    const { quote, lead, latest } = current;
    documents.record(quote.id, { at, actor: 'customer', kind, version: latest.number, detail: message ? { message } : {} });
    followUps.cancel(lead.id);
    const url = `/inbox/leads/${lead.id}`;
    if (kind === 'declined') {
      setLeadStatus(lead.id, 'Lost', 'customer', at);
      records.addNote(lead.id, { at, author: 'customer', body: message ? `Declined the quote (version ${latest.number}): ${message}` : `Declined the quote (version ${latest.number}) without a reason.` });
      options.leads.queueAlert({ title: `Declined: ${firstName(lead.name)}${where(lead.address)}`, body: message ? `“${message.slice(0, 140)}”` : 'No reason given.', url, tag: `quote-${quote.id}` }, lead.id, now);
    } else {
      options.leads.queueAlert({ title: `Changes requested: ${firstName(lead.name)}${where(lead.address)}`, body: `“${message.slice(0, 140)}”`, url, tag: `quote-${quote.id}` }, lead.id, now);
    }
    return { ok: true };
  });

  /** The approval's write: checked again under the write lock, so of two approvals only one is stored. */
  const approveNow = db.transaction(
    (token: string, signed: { input: ApprovalInput; content: SignedContent; contentSha256: string; pdf: Buffer }, now: Date): { ok: true } | QuoteRefusal => {
      const current = found(token, now);
      if (!current) return refuse('no-quote', 'This link does not work.');
      const refusal = answerRefusal(current, signed.input.version, now);
      if (refusal) return refusal;
      const { quote, lead, latest } = current;
      const at = signed.content.signer.signedAt;
      const totalCents = signed.content.totals.totalCents;
      documents.sign(
        quote.id,
        {
          version: latest.number,
          fullName: signed.content.signer.fullName,
          signedAt: at,
          clientIp: signed.input.clientIp,
          userAgent: signed.input.userAgent ? cleanLine(signed.input.userAgent).slice(0, answerLimits.userAgent) : null,
          chosenLineIds: signed.content.chosenLineIds,
          totalCents,
          contentSha256: signed.contentSha256,
          pdfSha256: sha256Hex(signed.pdf),
        },
        signed.pdf,
      );
      documents.record(quote.id, { at, actor: 'customer', kind: 'approved', version: latest.number, detail: { chosenLineIds: signed.content.chosenLineIds, totalCents } });
      setLeadStatus(lead.id, 'Won', 'customer', at);
      followUps.cancel(lead.id);
      options.leads.queueAlert(
        { title: `Quote approved: ${formatCents(totalCents)}${where(lead.address)}`, body: `${firstName(lead.name)} signed version ${latest.number}. Tap to open the request.`, url: `/inbox/leads/${lead.id}`, tag: `quote-${quote.id}` },
        lead.id,
        now,
      );
      if (options.email && lead.email) followUps.mail(lead.id, { kind: 'signed', quoteId: quote.id, version: latest.number }, now);
      if (options.ownerEmail) followUps.mail(lead.id, { kind: 'signed-owner', quoteId: quote.id, version: latest.number }, now);
      return { ok: true };
    },
  );

  const openNow = db.transaction((token: string, now: Date): boolean => {
    const current = found(token, now);
    if (!current || current.record.events.some((event) => event.kind === 'opened' && event.version === current.latest.number)) return false;
    documents.record(current.quote.id, { at: now.toISOString(), actor: 'customer', kind: 'opened', version: current.latest.number });
    return true;
  });

  return {
    /** The quote a link names, with its request, or undefined for a forged token. Reads only. */
    byToken: (token: string, now = new Date()) => found(token, now),
    /** Records the first opening of the latest version by a person's browser (the one write a GET makes). */
    open: (token: string, now = new Date()): boolean => openNow.immediate(token, now),
    /**
     * Approves and signs the latest version: the signed PDF is made first (outside the write lock),
     * then the signature, the event, "Won", the alert and the e-mails commit together; a second
     * approval, an old version or an expired quote is refused and writes nothing.
     */
    approve: async (token: string, input: ApprovalInput, now = new Date()): Promise<{ ok: true } | QuoteRefusal> => {
      const current = found(token, now);
      if (!current) return refuse('no-quote', 'This link does not work.');
      const refusal = answerRefusal(current, input.version, now);
      if (refusal) return refusal;
      const fullName = cleanLine(input.fullName);
      if (fullName.length < 2) return refuse('invalid', 'Type your full name to sign.');
      if (fullName.length > answerLimits.fullName) return refuse('invalid', `Your name can be at most ${answerLimits.fullName} characters.`);
      if (!input.consent) return refuse('invalid', 'Tick “I agree to sign electronically and accept this quote” to approve.');
      const { lead, latest } = current;
      const optional = new Set(latest.lines.filter((line) => line.optional).map((line) => line.id));
      const chosenLineIds = latest.lines.filter((line) => optional.has(line.id) && input.chosenLineIds.includes(line.id)).map((line) => line.id);
      const business = options.facts();
      const { number, sentAt, sentBy: _by, totals: _totals, ...document } = latest;
      const content: SignedContent = {
        business: { name: business.name, phone: business.phone.display, email: business.email },
        customer: { name: cleanLine(lead.name), address: cleanLine(lead.address) },
        version: { number, sentAt, document },
        chosenLineIds,
        totals: quoteTotals(document, chosenLineIds),
        signer: { fullName, signedAt: now.toISOString() },
      };
      const contentSha256 = contentHash(content);
      const { street, locality, region, postalCode } = business.address;
      const pdf = await signedQuotePdf({
        content,
        terms: quoteTerms(business),
        signature: { contentSha256 },
        businessAddress: [street, `${locality}, ${region} ${postalCode}`].filter(Boolean).join(', '),
        reference: leadReference(lead.id),
      });
      return approveNow.immediate(token, { input, content, contentSha256, pdf }, now);
    },
    /** "Request changes": the customer's words, for the owner to answer with a new version. */
    requestChanges: (token: string, input: AnswerInput, now = new Date()) => answerNow.immediate(token, 'changes-requested', input, now),
    /** "Decline", with an optional reason: the request becomes Lost. */
    decline: (token: string, input: AnswerInput, now = new Date()) => answerNow.immediate(token, 'declined', input, now),
    /** The signed PDF exactly as stored when it was signed, or undefined before an approval. */
    pdf: (quoteId: number) => documents.signedPdf(quoteId),
  };
}
