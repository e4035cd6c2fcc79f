import { usPhoneE164 } from '../../src/lib/lead-contact.ts';
import type { LeadDetail } from '../../src/lib/lead-view.ts';
import { formatCents, quoteTotals } from '../../src/lib/quote-money.ts';
import { blankLine, quoteFormValues, type QuoteFormErrors, type QuoteFormValues } from '../../src/lib/quote-form.ts';
import { quotePath, type QuoteDraftInput, type QuotePricing, type QuoteRecord, type QuoteSettings } from '../../src/lib/quote-document-view.ts';
import type { Choice } from '../../src/config/editable-fields.ts';
import type { FreshQuoteLink, QuoteFormState, QuoteFormView, QuoteLife, QuoteTotalsWords } from '../../src/lib/quote-owner-view.ts';

/** A version's totals in words: the required lines, and with every optional line. */
export function totalsInWords(pricing: QuotePricing): QuoteTotalsWords {
  const required = quoteTotals(pricing, []);
  const optional = pricing.lines.filter((line) => line.optional);
  const everything = optional.length
    ? quoteTotals(
        pricing,
        optional.map((line) => line.id),
      )
    : null;
  return {
    subtotal: formatCents(required.subtotalCents),
    tax: pricing.taxRateBp > 0 ? formatCents(required.taxCents) : null,
    total: formatCents(required.totalCents),
    withOptions: everything ? formatCents(everything.totalCents) : null,
    deposit: required.depositCents === null ? null : formatCents(required.depositCents),
  };
}

function formState(record: QuoteRecord | undefined): QuoteFormState {
  if (record?.locked && record.signature) return { kind: 'approved', version: record.signature.version };
  if (record?.latest) return { kind: 'next', sentVersion: record.latest.number };
  return { kind: 'first' };
}

export interface FormViewInput {
  lead: LeadDetail;
  record: QuoteRecord | undefined;
  /** What the form starts from (the store's draftFor): the draft, else the version sent last, else a new quote. */
  start: QuoteDraftInput;
  prices: Choice[];
  settings: QuoteSettings;
  /** SMTP is set on this server. */
  smtp: boolean;
  /** A post sent back: what was typed, its problems, or what it did. */
  sent?: {
    values: QuoteFormValues;
    errors?: QuoteFormErrors;
    problem?: string;
    notice?: string;
    status: number;
  };
  saved?: boolean;
}

export function quoteFormView({ lead, record, start, prices, settings, smtp, sent, saved = false }: FormViewInput): QuoteFormView {
  const stored = quoteFormValues(start);
  // A new quote starts with one line to fill in.
  if (stored.lines.length === 0) stored.lines.push(blankLine());
  return {
    lead: {
      id: lead.id,
      reference: lead.reference,
      name: lead.name,
      email: lead.email,
      photos: lead.photos,
    },
    bookedVisit: lead.visit?.status === 'booked' ? lead.visit.window : null,
    values: sent?.values ?? stored,
    errors: sent?.errors ?? {},
    status: sent?.status ?? 200,
    problem: sent?.problem ?? null,
    notice: sent?.notice ?? null,
    saved,
    state: formState(record),
    savedAt: record?.draft ? { at: record.draft.updatedAt, by: record.draft.updatedBy } : null,
    totals: record?.draft ? totalsInWords(record.draft) : null,
    prices,
    followUps: settings,
    email: smtp && lead.email.trim() !== '',
  };
}

/** The words of the text message "Text the link" opens: short, with the business's name and the link. */
export function linkMessage(customerName: string, businessName: string, url: string): string {
  const first = customerName.trim().split(/\s+/)[0] ?? '';
  return `${first ? `Hi ${first}, h` : 'H'}ere is your quote from ${businessName}: ${url}`;
}

/** A link to the customer's page, with its text message and whether it also went by e-mail. */
export function freshLink(
  token: string,
  {
    lead,
    siteOrigin,
    businessName,
    madeBy,
    smtp,
  }: {
    lead: Pick<LeadDetail, 'name' | 'phone' | 'email'>;
    siteOrigin: string;
    businessName: string;
    madeBy: FreshQuoteLink['madeBy'];
    smtp: boolean;
  },
): FreshQuoteLink {
  const url = `${siteOrigin}${quotePath(token)}`;
  const phone = usPhoneE164(lead.phone);
  return {
    url,
    sms: phone ? `sms:${phone}?body=${encodeURIComponent(linkMessage(lead.name, businessName, url))}` : null,
    madeBy,
    email: madeBy.kind === 'new-link' ? null : !smtp ? 'no-smtp' : lead.email.trim() === '' ? 'no-address' : 'queued',
  };
}

/** The quote's life on the request's page; undefined when the request has no quote. */
export function quoteLife(
  record: QuoteRecord | undefined,
  { settings, email, fresh = null }: { settings: QuoteSettings; email: boolean; fresh?: FreshQuoteLink | null },
): QuoteLife | undefined {
  if (!record) return undefined;
  const { latest, signature } = record;
  const signedVersion = signature ? record.versions.find((version) => version.number === signature.version) : undefined;
  const signedTotals = signedVersion && signature ? quoteTotals(signedVersion, signature.chosenLineIds) : undefined;
  return {
    leadId: record.leadId,
    state: record.state,
    version: latest?.number ?? null,
    totals: latest ? totalsInWords(latest) : null,
    validUntil: latest?.validUntil ?? null,
    draft: record.draft && latest ? { at: record.draft.updatedAt, by: record.draft.updatedBy } : null,
    events: [...record.events].reverse(),
    signature: signature
      ? {
          version: signature.version,
          fullName: signature.fullName,
          signedAt: signature.signedAt,
          clientIp: signature.clientIp,
          userAgent: signature.userAgent,
          options: (signedVersion?.lines ?? []).filter((line) => line.optional && signature.chosenLineIds.includes(line.id)).map((line) => line.description),
          total: formatCents(signature.totalCents),
          contentSha256: signature.contentSha256,
          pdfSha256: signature.pdfSha256,
        }
      : null,
    deposit: signedTotals?.depositCents
      ? {
          due: formatCents(signedTotals.depositCents),
          received: record.depositReceived,
        }
      : null,
    reminders: { on: record.remindersOn, general: settings.remindersOn, email },
    locked: record.locked,
    fresh,
  };
}
