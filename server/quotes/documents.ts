import type { QuoteDeposit, QuoteDocument, QuoteEvent, QuoteEventKind, QuoteLine, QuoteSignature } from '../../src/lib/quote-document-view.ts';
import type { LeadsDb } from '../db/open.ts';

export interface QuoteRow {
  id: number;
  lead_id: number;
  reminders_on: number;
  deposit_received_at: string | null;
  deposit_received_by: string | null;
  created_at: string;
}

interface VersionRow {
  id: number;
  quote_id: number;
  number: number | null;
  note: string;
  photo_ids: string;
  valid_until: string;
  tax_rate_bp: number;
  deposit_kind: QuoteDeposit['kind'] | null;
  deposit_value: number | null;
  payment_instructions: string;
  updated_at: string;
  updated_by: string;
  sent_at: string | null;
  sent_by: string | null;
}

interface LineRow {
  line_id: string;
  description: string;
  quantity_milli: number;
  unit: string;
  unit_price_cents: number;
  optional: number;
}

/** A version as stored: the draft (number null) or a sent one. */
export type StoredVersion = QuoteDocument & { rowId: number; number: number | null; updatedAt: string; updatedBy: string; sentAt: string | null; sentBy: string | null };

interface EventRow {
  at: string;
  actor: string;
  kind: QuoteEventKind;
  version: number | null;
  detail: string;
}

interface SignatureRow {
  version: number;
  full_name: string;
  signed_at: string;
  client_ip: string | null;
  user_agent: string | null;
  chosen_line_ids: string;
  total_cents: number;
  content_sha256: string;
  pdf_sha256: string;
}

/** What an event records besides who, when and which version. */
export type EventDetail = Pick<QuoteEvent, 'message' | 'chosenLineIds' | 'totalCents' | 'reminder'>;

/**
 * The quote tables' statements: quotes, their versions and lines, events and the signature.
 * Each function is one or a few statements; the store's transactions hold a change together.
 */
export function quoteDocuments(db: LeadsDb) {
  const quoteOfLead = db.prepare(`SELECT * FROM quotes WHERE lead_id = ?`);
  const quoteById = db.prepare(`SELECT * FROM quotes WHERE id = ?`);
  const insertQuote = db.prepare(`INSERT INTO quotes (lead_id, reminders_on, created_at) VALUES (?, ?, ?) RETURNING *`);
  const setReminders = db.prepare(`UPDATE quotes SET reminders_on = ? WHERE id = ?`);
  const setDeposit = db.prepare(`UPDATE quotes SET deposit_received_at = ?, deposit_received_by = ? WHERE id = ? AND deposit_received_at IS NULL`);
  const versions = db.prepare(`SELECT * FROM quote_versions WHERE quote_id = ? ORDER BY number IS NULL, number`);
  const lines = db.prepare(`SELECT line_id, description, quantity_milli, unit, unit_price_cents, optional FROM quote_lines WHERE version_id = ? ORDER BY position`);
  const insertDraft = db.prepare(
    `INSERT INTO quote_versions (quote_id, note, photo_ids, valid_until, tax_rate_bp, deposit_kind, deposit_value, payment_instructions, updated_at, updated_by)
     VALUES (@quoteId, @note, @photoIds, @validUntil, @taxRateBp, @depositKind, @depositValue, @paymentInstructions, @at, @actor) RETURNING id`,
  );
  const updateDraft = db.prepare(
    `UPDATE quote_versions SET note = @note, photo_ids = @photoIds, valid_until = @validUntil, tax_rate_bp = @taxRateBp, deposit_kind = @depositKind,
       deposit_value = @depositValue, payment_instructions = @paymentInstructions, updated_at = @at, updated_by = @actor
     WHERE quote_id = @quoteId AND number IS NULL RETURNING id`,
  );
  const clearLines = db.prepare(`DELETE FROM quote_lines WHERE version_id = ?`);
  const insertLine = db.prepare(
    `INSERT INTO quote_lines (version_id, position, line_id, description, quantity_milli, unit, unit_price_cents, optional) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const freezeDraft = db.prepare(
    `UPDATE quote_versions SET number = (SELECT coalesce(max(number), 0) + 1 FROM quote_versions WHERE quote_id = @quoteId), sent_at = @at, sent_by = @actor
     WHERE quote_id = @quoteId AND number IS NULL RETURNING number`,
  );
  const events = db.prepare(`SELECT at, actor, kind, version, detail FROM quote_events WHERE quote_id = ? ORDER BY id`);
  const insertEvent = db.prepare(`INSERT INTO quote_events (quote_id, at, actor, kind, version, detail) VALUES (?, ?, ?, ?, ?, ?)`);
  const signature = db.prepare(
    `SELECT version, full_name, signed_at, client_ip, user_agent, chosen_line_ids, total_cents, content_sha256, pdf_sha256 FROM quote_signatures WHERE quote_id = ?`,
  );
  const insertSignature = db.prepare(
    `INSERT INTO quote_signatures (quote_id, version, full_name, signed_at, client_ip, user_agent, chosen_line_ids, total_cents, content_sha256, pdf_sha256, pdf)
     VALUES (@quoteId, @version, @fullName, @signedAt, @clientIp, @userAgent, @chosen, @totalCents, @contentSha256, @pdfSha256, @pdf)`,
  );
  const signedPdf = db.prepare(`SELECT pdf FROM quote_signatures WHERE quote_id = ?`).pluck();

  const toLine = (row: LineRow): QuoteLine => ({
    id: row.line_id,
    description: row.description,
    quantityMilli: row.quantity_milli,
    unit: row.unit,
    unitPriceCents: row.unit_price_cents,
    optional: row.optional === 1,
  });

  const toVersion = (row: VersionRow): StoredVersion => ({
    rowId: row.id,
    number: row.number,
    lines: (lines.all(row.id) as LineRow[]).map(toLine),
    note: row.note,
    photoIds: JSON.parse(row.photo_ids) as string[],
    validUntil: row.valid_until,
    taxRateBp: row.tax_rate_bp,
    deposit: row.deposit_kind === null || row.deposit_value === null ? null : { kind: row.deposit_kind, value: row.deposit_value },
    paymentInstructions: row.payment_instructions,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    sentAt: row.sent_at,
    sentBy: row.sent_by,
  });

  return {
    ofLead: (leadId: number) => quoteOfLead.get(leadId) as QuoteRow | undefined,
    byId: (quoteId: number) => quoteById.get(quoteId) as QuoteRow | undefined,
    create: (leadId: number, remindersOn: boolean, at: string) => insertQuote.get(leadId, remindersOn ? 1 : 0, at) as QuoteRow,
    setReminders: (quoteId: number, on: boolean) => setReminders.run(on ? 1 : 0, quoteId),
    /** Stamps the deposit as received; false when it already was. */
    markDeposit: (quoteId: number, at: string, by: string) => setDeposit.run(at, by, quoteId).changes === 1,
    /** The sent versions by number, then the draft, if any. */
    versions: (quoteId: number) => (versions.all(quoteId) as VersionRow[]).map(toVersion),
    /** Writes the draft, in place of the one there was. */
    writeDraft(quoteId: number, document: QuoteDocument, actor: string, at: string): void {
      const params = {
        quoteId,
        note: document.note,
        photoIds: JSON.stringify(document.photoIds),
        validUntil: document.validUntil,
        taxRateBp: document.taxRateBp,
        depositKind: document.deposit?.kind ?? null,
        depositValue: document.deposit?.value ?? null,
        paymentInstructions: document.paymentInstructions,
        at,
        actor,
      };
      const versionId = ((updateDraft.get(params) ?? insertDraft.get(params)) as { id: number }).id;
      clearLines.run(versionId);
      for (const [index, line] of document.lines.entries()) {
        insertLine.run(versionId, index + 1, line.id, line.description, line.quantityMilli, line.unit, line.unitPriceCents, line.optional ? 1 : 0);
      }
    },
    /** Gives the draft the next version number: from now on it never changes. Undefined when there is no draft. */
    freezeDraft: (quoteId: number, actor: string, at: string) => (freezeDraft.get({ quoteId, actor, at }) as { number: number } | undefined)?.number,
    events: (quoteId: number): QuoteEvent[] =>
      (events.all(quoteId) as EventRow[]).map((row) => ({ at: row.at, actor: row.actor, kind: row.kind, version: row.version, ...(JSON.parse(row.detail) as EventDetail) })),
    record: (quoteId: number, event: { at: string; actor: string; kind: QuoteEventKind; version: number | null; detail?: EventDetail }) =>
      insertEvent.run(quoteId, event.at, event.actor, event.kind, event.version, JSON.stringify(event.detail ?? {})),
    signature: (quoteId: number): QuoteSignature | null => {
      const row = signature.get(quoteId) as SignatureRow | undefined;
      if (!row) return null;
      return {
        version: row.version,
        fullName: row.full_name,
        signedAt: row.signed_at,
        clientIp: row.client_ip,
        userAgent: row.user_agent,
        chosenLineIds: JSON.parse(row.chosen_line_ids) as string[],
        totalCents: row.total_cents,
        contentSha256: row.content_sha256,
        pdfSha256: row.pdf_sha256,
      };
    },
    sign: (quoteId: number, record: QuoteSignature, pdf: Buffer) =>
      insertSignature.run({ quoteId, ...record, chosen: JSON.stringify(record.chosenLineIds), pdf }),
    /** The signed PDF exactly as stored. */
    signedPdf: (quoteId: number) => signedPdf.get(quoteId) as Buffer | undefined,
  };
}

export type QuoteDocuments = ReturnType<typeof quoteDocuments>;
