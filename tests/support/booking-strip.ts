/**
 * The booking and visit pages as a customer reads them: a strip of days, each a GET link to the
 * same page with `?day=`, and the chosen day's windows as radio buttons.
 */

/** The windows (slot values such as '2026-12-01@480') a page offers for its one shown day. */
export const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]* name="slot" value="([^"]+)"/g)].map((m) => m[1]!);

/** The strip's days, in order; holidays and days off are not links. */
export const stripDays = (html: string) =>
  [...html.matchAll(/<a href="\/(?:book|visit)\/[A-Za-z0-9_-]{22}\?day=(\d{4}-\d{2}-\d{2})#pick"/g)].map((m) => m[1]!);

/** Every window a booking or visit page offers, day after day, following the strip; `page` reads a path's HTML. */
export async function allSlots(page: (path: string) => Promise<string>, path: string): Promise<string[]> {
  const slots: string[] = [];
  for (const day of stripDays(await page(path))) slots.push(...radios(await page(`${path}?day=${day}`)));
  return slots;
}
