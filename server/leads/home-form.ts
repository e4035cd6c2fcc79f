/**
 * The home page's short form sent back with its problems on the home page itself, whether or not
 * the visitor's browser runs script: the live site's built page (header, footer, everything) with
 * the hero form filled in again, each message at its field and in a summary above the form that
 * takes focus, so the browser brings it into view. The page carries the summary's markup as a
 * template with one placeholder line (src/components/home/HeroQuoteForm.tsx), which keeps its
 * styles in the page's pruned CSS; every value and message written in is escaped.
 */
import type { Attribution } from '../../src/lib/attribution.ts';
import { serviceOptions, shortQuoteFieldNames, type FieldError, type ShortQuoteValues } from '../../src/lib/quote-fields.ts';
import { escapeHtml as e } from './notify.ts';
import { attributionInputs } from './pages.ts';

const summaryTemplate = /<template id="hero-quote-problems">([\s\S]*?)<\/template>/;
const placeholderLine = /<li><a href="#hero-name"([^>]*)><\/a><\/li>/;
const pageField = /<input type="hidden" name="source_page" value="\/"\/?>/;

const fieldId = (field: string) => `hero-${field}`;
const isFormField = (field: string) => (shortQuoteFieldNames as readonly string[]).includes(field);

/** The summary's lines: a link to each field on the form, plain text for anything else. */
function summaryLines(errors: readonly FieldError[], linkAttributes: string): string {
  return errors
    .map((error) =>
      isFormField(error.field)
        ? `<li><a href="#${fieldId(error.field)}"${linkAttributes}>${e(error.message)}</a></li>`
        : `<li><span class="font-bold text-danger">${e(error.message)}</span></li>`,
    )
    .join('');
}

/** One control filled in again with what was typed, marked invalid with its message when it has one. */
function refill(page: string, field: (typeof shortQuoteFieldNames)[number], value: string, message: string | undefined): string {
  const id = fieldId(field);
  const invalid = message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const restyle = (tag: string) => (message ? tag.replace('border-muted', 'border-danger') : tag);
  let filled: string;
  if (field === 'service') {
    filled = page.replace(new RegExp(`(<select id="${id}"[^>]*)>([\\s\\S]*?</select>)`), (_all, open: string, options: string) => {
      // Only a value the form offers is selected, so nothing typed is ever matched as a pattern.
      const known = serviceOptions.some((option) => option.value === value);
      return `${restyle(open)}${invalid}>${known ? options.replace(`<option value="${value}">`, `<option value="${value}" selected>`) : options}`;
    });
  } else {
    filled = page.replace(new RegExp(`<input id="${id}"[^>]*?(/?)>`), (tag, close: string) => `${restyle(tag.slice(0, tag.length - close.length - 1))} value="${e(value)}"${invalid}${close}>`);
  }
  if (!message) return filled;
  const error = `<p id="${id}-error" class="mt-1 font-bold text-danger"><span class="sr-only">Error: </span>${e(message)}</p>`;
  return filled.replace(new RegExp(`<label for="${id}"[^>]*>[\\s\\S]*?</label>`), (label) => `${label}${error}`);
}

/**
 * The built home page `html` with the short form's `errors` shown on its hero form, `values` in
 * the fields and `attribution` riding along as hidden fields, as the plain form page does.
 * Undefined when the page has no such form (a site built without it), for the caller to answer
 * with the plain form page.
 */
export function shortFormOnHomePage(html: string, errors: readonly FieldError[], values: ShortQuoteValues, attribution: Attribution): string | undefined {
  const template = summaryTemplate.exec(html);
  const line = template ? placeholderLine.exec(template[1]!) : null;
  if (!template || !line || !pageField.test(html)) return undefined;
  const summary = template[1]!.replace(line[0], () => summaryLines(errors, line[1]!)).replace('tabindex="-1"', 'tabindex="-1" autofocus');
  // Replaced by functions: a message or a value may hold '$', which a replacement string would read as a pattern.
  let page = html.replace(template[0], () => summary).replace(pageField, () => attributionInputs(attribution)).replace('<title>', '<title>Error: ');
  const messages = new Map(errors.map((error) => [error.field, error.message]));
  for (const field of shortQuoteFieldNames) page = refill(page, field, values[field], messages.get(field));
  return page;
}
