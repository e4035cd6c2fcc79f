/**
 * The live total without a script: the page renders every total the optional lines can make
 * (at most `liveTotalOptions` lines, 32 totals) and this style shows the one whose bit pattern
 * matches the ticked boxes, through CSS `:has()`. A browser without `:has()` keeps the total the
 * server computed, which "Update total" refreshes. The rules name boxes by index (`qo-<i>`), so
 * one style serves every quote; it goes through the same CSP style hash as the page's own CSS.
 */
import { liveTotalOptions } from './quote-page-view.ts';

export const quoteFormId = 'quote-form';

/** The class of the total rendered for one combination of ticked boxes. */
export const liveTotalClass = (mask: number) => `qt-m${mask}`;

/** The class of the total the server computed for the boxes as posted. */
export const postedTotalClass = 'qt-now';

export function liveTotalCss(): string {
  const rules = Array.from({ length: 2 ** liveTotalOptions }, (_, mask) => {
    const boxes = Array.from({ length: liveTotalOptions }, (_, i) => (mask & (1 << i) ? `:has(#qo-${i}:checked)` : `:not(:has(#qo-${i}:checked))`)).join('');
    return `#${quoteFormId}${boxes} .${liveTotalClass(mask)}{display:block}`;
  });
  return `[class^="qt-m"]{display:none}@supports selector(:has(*)){#${quoteFormId} .${postedTotalClass}{display:none}${rules.join('')}}`;
}
