const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,000': every whole number the site and the inbox show, in one US format. */
export function formatNumber(value: number): string {
  return wholeNumber.format(value);
}
