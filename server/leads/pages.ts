/**
 * The few HTML answers the endpoint gives to a browser posting without JavaScript. Every
 * visitor-supplied value is escaped, and an invalid request comes back as a filled-in form
 * so nothing typed is lost.
 */
import { contactHrefs, type Business } from '../../src/config/business-facts.ts';
import { photoField, photoHint, photoLabel } from '../../src/lib/photo-fields.ts';
import { attributionFields, type Attribution, type AttributionKey } from '../../src/lib/attribution.ts';
import {
  honeypotField,
  quoteFormField,
  quoteLabels,
  quoteLimits,
  serviceOptions,
  shortQuoteForm,
  shortQuoteLabels,
  shortQuoteLimits,
  type FieldError,
  type QuoteValues,
  type ShortQuoteValues,
} from '../../src/lib/quote-fields.ts';
import { escapeHtml as e } from './notify.ts';

const styles = `
*{box-sizing:border-box}body{margin:0;font:17px/1.65 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c1917;background:#f5f5f4}
header{background:#0f3d5e;color:#fff;padding:16px}header a{color:#fff;font-weight:800;text-decoration:none}
main{max-width:42rem;margin:0 auto;padding:24px 16px 48px}h1{font-size:2rem;line-height:1.2;letter-spacing:-.01em}
a{color:#0f3d5e}:focus-visible{outline:3px solid #0f3d5e;outline-offset:2px}header :focus-visible{outline-color:#fbbf24}
.summary{border:3px solid #b91c1c;background:#fff;padding:16px 20px;margin:0 0 24px}.summary h2{margin:0 0 8px;font-size:1.25rem}
.summary a{color:#b91c1c;font-weight:700}.field{margin:0 0 20px}label{display:block;font-weight:700}
.err{color:#b91c1c;font-weight:700;margin:4px 0}.hint{color:#57534e;margin:0 0 4px;font-size:.9375rem}input,select,textarea{width:100%;font:inherit;padding:10px 12px;border:2px solid #57534e;border-radius:8px;background:#fff;color:#1c1917;min-height:44px}
[aria-invalid=true]{border-color:#b91c1c}textarea{min-height:160px}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:700;background:#c2410c;color:#fff;border:0;border-radius:8px;padding:12px 24px;min-height:44px;cursor:pointer}button:hover{background:#9a3412}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:24px}
`;

function layout(title: string, body: string, business: Business): string {
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)} | ${e(business.name)}</title><style>${styles}</style></head><body><header><a href="/">${e(business.name)}</a></header><main id="main">${body}</main></body></html>`;
}

const callLine = (business: Business) => `<p>Prefer to talk? Call <a href="${contactHrefs(business).tel}">${e(business.phone.display)}</a>.</p>`;

/** One labeled control with its error message, linked the way ErrorSummary links it (f-<name>). */
function fieldBuilder(errors: readonly FieldError[]) {
  const errorFor = new Map(errors.map((error) => [error.field, error.message]));
  return (name: string, label: string, control: (attrs: string) => string) => {
    const message = errorFor.get(name);
    const id = `f-${name}`;
    const attrs = `id="${id}" name="${name}"${message ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
    return `<div class="field"><label for="${id}">${e(label)}</label>${
      message ? `<p class="err" id="${id}-error"><span class="hp">Error:</span> ${e(message)}</p>` : ''
    }${control(attrs)}</div>`;
  };
}

const serviceSelect = (selected: string) =>
  (attrs: string) =>
    `<select ${attrs} required>${[`<option value="">Select a service</option>`]
      .concat(serviceOptions.map((o) => `<option value="${o.value}"${o.value === selected ? ' selected' : ''}>${e(o.label)}</option>`))
      .join('')}</select>`;

/** Where the request came from travels with the form sent again, so a correction is still credited to its page. */
export const attributionInputs = (attribution: Attribution) =>
  (Object.keys(attributionFields) as AttributionKey[])
    .map((key) => (attribution[key] === null ? '' : `<input type="hidden" name="${attributionFields[key]}" value="${e(attribution[key])}">`))
    .join('');

/** Where a form sent back posts again, what it carries besides the fields, and the facts its page states. */
export interface SentBack {
  action: string;
  attribution: Attribution;
  business: Business;
}

/** The page around a form sent back: the summary of problems first, each linked to its field (GOV.UK pattern). */
function checkPage(errors: readonly FieldError[], { action, attribution, business }: SentBack, form: { fields: string; button: string }): string {
  const { fields, button } = form;
  const body = `<h1>Check your quote request</h1>
<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">There is a problem</h2><ul>${errors
    .map((error) => `<li><a href="#f-${e(error.field)}">${e(error.message)}</a></li>`)
    .join('')}</ul></div>
<p>Nothing was sent yet. Correct the fields below and send your request again.</p>
<form class="card" method="post" action="${e(action)}" enctype="multipart/form-data">
${fields}${attributionInputs(attribution)}
<div class="hp" aria-hidden="true"><label for="f-hp">Leave this empty</label><input id="f-hp" name="${honeypotField}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${e(button)}</button></form>
${callLine(business)}`;
  return layout('Check your quote request', body, business);
}

export function invalidFormPage(errors: readonly FieldError[], values: QuoteValues, sentBack: SentBack): string {
  const field = fieldBuilder(errors);
  const input = (name: keyof typeof quoteLimits, type: string, extra = '') =>
    field(name, `${quoteLabels[name]}${name === 'address' ? ' (optional)' : ''}`, (attrs) => `<input ${attrs} type="${type}" maxlength="${quoteLimits[name]}" value="${e(values[name])}"${extra}>`);
  const photosError = errors.find((error) => error.field === photoField)?.message;
  const photosDescribedBy = `f-photos-hint${photosError ? ' f-photos-error' : ''}`;
  const photos = `<div class="field"><label for="f-photos">${e(photoLabel)} (optional)</label><p class="hint" id="f-photos-hint">${e(photoHint)} A browser does not keep chosen photos after a problem: choose them again.</p>${
    photosError ? `<p class="err" id="f-photos-error"><span class="hp">Error:</span> ${e(photosError)}</p>` : ''
  }<input id="f-photos" type="file" name="${photoField}" multiple accept="image/*" aria-describedby="${photosDescribedBy}"${photosError ? ' aria-invalid="true"' : ''}></div>`;
  const fields = `${input('name', 'text', ' required autocomplete="name"')}
${input('phone', 'tel', ' required autocomplete="tel"')}
${input('email', 'email', ' required autocomplete="email"')}
${input('address', 'text', ' autocomplete="address-line1"')}
${field('service', quoteLabels.service, serviceSelect(values.service))}
${field('message', quoteLabels.message, (attrs) => `<textarea ${attrs} required maxlength="${quoteLimits.message}">${e(values.message)}</textarea>`)}
${photos}`;
  return checkPage(errors, sentBack, { fields, button: 'Send Request' });
}

/** The home page's short form sent back; it posts again as the short form. */
export function invalidShortFormPage(errors: readonly FieldError[], values: ShortQuoteValues, sentBack: SentBack): string {
  const field = fieldBuilder(errors);
  const input = (name: keyof typeof shortQuoteLimits, type: string, extra: string) =>
    field(name, shortQuoteLabels[name] + (name === 'message' ? ' (optional)' : ''), (attrs) => `<input ${attrs} type="${type}" maxlength="${shortQuoteLimits[name]}" value="${e(values[name])}"${extra}>`);
  const fields = `<input type="hidden" name="${quoteFormField}" value="${shortQuoteForm}">
${input('name', 'text', ' required autocomplete="name"')}
${input('phone', 'tel', ' required autocomplete="tel"')}
${field('service', shortQuoteLabels.service, serviceSelect(values.service))}
${input('zip', 'text', ' required inputmode="numeric" autocomplete="postal-code"')}
${input('message', 'text', '')}`;
  return checkPage(errors, sentBack, { fields, button: 'Get my free quote' });
}

export function problemPage(title: string, message: string, business: Business): string {
  return layout(title, `<h1>${e(title)}</h1><p>${e(message)}</p>${callLine(business)}<p><a href="/contact">Back to the contact page</a></p>`, business);
}
