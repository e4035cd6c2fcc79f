import type { Business } from '../../src/config/business-facts.ts';
import { cleanLine } from '../../src/lib/clean-text.ts';
import { leadReference } from '../../src/lib/lead-contact.ts';
import { quotePath } from '../../src/lib/quote-document-view.ts';
import { quoteTotals } from '../../src/lib/quote-money.ts';
import { liveTotalOptions, type QuotePageView } from '../../src/lib/quote-page-view.ts';
import { quoteTerms } from '../../src/lib/quote-terms.ts';
import type { PhotoInfo } from '../../src/lib/lead-view.ts';
import type { QuoteStore } from './store.ts';

type Found = NonNullable<ReturnType<QuoteStore['byToken']>>;
type QuoteView = Extract<QuotePageView, { page: 'quote' }>;

/** The address of one of the quote's photos on the customer's page: the link is the only key, as for the page. */
export const quotePhotoPath = (token: string, photoId: string, size: 'full' | 'small') => `${quotePath(token)}/photos/${photoId}${size === 'small' ? '-small' : ''}.jpg`;

/** The thumbnails' longest edge (server/photos/images.ts makes them at most 480 px). */
const thumbEdge = 480;

/**
 * The customer's page of a quote's latest version, with these optional lines ticked (an approved
 * quote shows the ones signed); `leadPhotos` are the request's photos, of which it shows those the owner chose.
 */
export function quotePageView(
  { record, latest, lead }: Found,
  {
    token,
    chosen,
    business,
    leadPhotos,
    ...extra
  }: { token: string; chosen: readonly string[]; business: Business; leadPhotos: readonly PhotoInfo[] } & Partial<Pick<QuoteView, 'result' | 'problem' | 'typed'>>,
): QuoteView {
  const base = quotePath(token);
  const signature = record.signature?.version === latest.number ? record.signature : null;
  const ticked = new Set(signature ? signature.chosenLineIds : chosen);
  const optional = latest.lines.filter((line) => line.optional);
  const options = optional.map((line, index) => ({ lineId: line.id, inputId: `qo-${index}`, checked: ticked.has(line.id) }));
  const checkedIds = options.filter((option) => option.checked).map((option) => option.lineId);
  const live =
    !signature && optional.length > 0 && optional.length <= liveTotalOptions
      ? Array.from({ length: 2 ** optional.length }, (_, mask) => ({ mask, totals: quoteTotals(latest, optional.filter((_, i) => mask & (1 << i)).map((line) => line.id)) }))
      : null;
  const state = record.state === 'draft' ? 'sent' : record.state;
  const changes = state === 'changes-requested' ? record.events.findLast((event) => event.kind === 'changes-requested' && event.version === latest.number) : undefined;
  return {
    page: 'quote',
    reference: leadReference(lead.id),
    customer: { name: cleanLine(lead.name), address: cleanLine(lead.address) },
    version: latest,
    state,
    options,
    totals: quoteTotals(latest, checkedIds),
    live,
    actions: { total: `${base}/total`, approve: `${base}/approve`, changes: `${base}/changes`, decline: `${base}/decline`, pdf: `${base}/signed.pdf` },
    result: extra.result ?? null,
    problem: extra.problem ?? null,
    typed: extra.typed ?? { fullName: '', message: '', reason: '' },
    signature: signature && { fullName: signature.fullName, signedAt: signature.signedAt, version: signature.version, totalCents: signature.totalCents, chosenLineIds: signature.chosenLineIds },
    terms: quoteTerms(business),
    changesAsked: changes?.message ?? null,
    photos: latest.photoIds.flatMap((id) => {
      const photo = leadPhotos.find((info) => info.id === id);
      if (!photo) return [];
      const scale = Math.min(1, thumbEdge / Math.max(photo.width, photo.height));
      return [
        {
          small: quotePhotoPath(token, id, 'small'),
          full: quotePhotoPath(token, id, 'full'),
          width: Math.round(photo.width * scale),
          height: Math.round(photo.height * scale),
          alt: `Photo ${photo.number} of your request`,
        },
      ];
    }),
  };
}
