import PDFDocument from 'pdfkit';
import { BUSINESS_TIME_ZONE, formatCalendarDay } from '../../src/lib/dates.ts';
import type { QuoteSignature } from '../../src/lib/quote-document-view.ts';
import { formatCents, formatQuantity, formatRate } from '../../src/lib/quote-money.ts';
import type { TermsSection } from '../../src/lib/quote-terms.ts';
import type { SignedContent } from './signed-content.ts';

/**
 * The signed quote as a PDF (pdfkit, the standard Helvetica of every PDF reader: no font file,
 * no network). Made once at approval and stored; the download is those bytes.
 */

/** What the PDF prints besides the signed content: the terms as shown and the signature record. */
export interface SignedPdfInput {
  content: SignedContent;
  terms: TermsSection[];
  signature: Pick<QuoteSignature, 'contentSha256'>;
  /** Where the business is, for the letterhead. */
  businessAddress: string;
  reference: string;
}

// The standard fonts draw WinAnsi only: whatever else a name holds prints as "?" rather than as garbage.
const winAnsiExtra = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) => [...text].map((ch) => (/[\u0020-\u007E\u00A0-\u00FF\n]/.test(ch) || winAnsiExtra.includes(ch) ? ch : '?')).join('');

const signedTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: 'short',
});

/** "Thursday, November 26, 2026, 10:05:12 AM EST": the signature's time on the business's clock. */
export const formatSignedAt = (iso: string) => signedTime.format(new Date(iso));

const page = { margin: 54, width: 612 };
const columns = { description: 54, quantity: 330, price: 420, amount: 500, right: 558 };

export function signedQuotePdf({ content, terms, signature, businessAddress, reference }: SignedPdfInput): Promise<Buffer> {
  const { business, customer, version, totals, chosenLineIds, signer } = content;
  const document = version.document;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    info: { Title: `Signed quote ${reference}, version ${version.number}`, Author: business.name, CreationDate: new Date(signer.signedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(printable(value), options);
  const heading = (value: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12);
    text(value);
    doc.font('Helvetica').fontSize(10).moveDown(0.2);
  };
  const width = page.width - 2 * page.margin;

  doc.font('Helvetica-Bold').fontSize(18);
  text(business.name);
  doc.font('Helvetica').fontSize(10);
  text(`${businessAddress} · ${business.phone} · ${business.email}`);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14);
  text(`Signed quote ${reference}, version ${version.number}`);
  doc.font('Helvetica').fontSize(10);
  text(`Sent ${formatCalendarDay(version.sentAt)} · valid until ${formatCalendarDay(document.validUntil)}`);

  heading('Customer');
  text(customer.name);
  if (customer.address) text(customer.address);

  heading('Work');
  const chosen = new Set(chosenLineIds);
  doc.font('Helvetica-Bold');
  const headY = doc.y;
  text('Description', { width: columns.quantity - columns.description - 8 });
  doc.text('Quantity', columns.quantity, headY, { width: 84 });
  doc.text('Unit price', columns.price, headY, { width: 74, align: 'right' });
  doc.text('Amount', columns.amount, headY, { width: columns.right - columns.amount, align: 'right' });
  doc.font('Helvetica');
  for (const [index, line] of document.lines.entries()) {
    const amount = totals.lines[index]!;
    const y = doc.y + 4;
    const label = line.optional ? `${line.description} (optional: ${chosen.has(line.id) ? 'chosen' : 'not chosen'})` : line.description;
    doc.text(printable(label), columns.description, y, { width: columns.quantity - columns.description - 8 });
    const bottom = doc.y;
    doc.text(printable(`${formatQuantity(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ''}`), columns.quantity, y, { width: 84 });
    doc.text(formatCents(line.unitPriceCents), columns.price, y, { width: 74, align: 'right' });
    doc.text(amount.counted ? formatCents(amount.amountCents) : '—', columns.amount, y, { width: columns.right - columns.amount, align: 'right' });
    doc.y = Math.max(bottom, doc.y);
  }
  doc.x = page.margin;
  doc.moveDown(0.8);
  const sum = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, columns.quantity, y, { width: columns.amount - columns.quantity });
    doc.text(formatCents(cents), columns.amount, y, { width: columns.right - columns.amount, align: 'right' });
    doc.font('Helvetica');
  };
  sum('Subtotal', totals.subtotalCents);
  if (document.taxRateBp > 0) sum(`Sales tax (${formatRate(document.taxRateBp)})`, totals.taxCents);
  sum('Total', totals.totalCents, true);
  if (totals.depositCents !== null) sum('Deposit due', totals.depositCents);
  doc.x = page.margin;

  if (document.paymentInstructions) {
    heading('How to pay the deposit');
    text(document.paymentInstructions, { width });
  }
  if (document.note) {
    heading('Note');
    text(document.note, { width });
  }

  heading('Terms');
  for (const section of terms) {
    doc.font('Helvetica-Bold');
    text(section.heading, { width });
    doc.font('Helvetica');
    for (const item of section.items) text(`• ${item}`, { width, indent: 0 });
    doc.moveDown(0.3);
  }

  heading('Signature');
  text(`Signed electronically by ${signer.fullName}`, { width });
  text(`On ${formatSignedAt(signer.signedAt)} (${signer.signedAt})`, { width });
  text(`Version ${version.number} of this quote, total ${formatCents(totals.totalCents)}`, { width });
  text('The signer agreed to sign electronically and to accept this quote and its terms.', { width });
  doc.moveDown(0.5);
  text('SHA-256 of the signed content (the canonical JSON of the version, the options chosen, the name and the time):', { width });
  doc.font('Courier').fontSize(9);
  text(signature.contentSha256, { width });
  doc.end();
  return done;
}
