import { areas } from '../content/areas.ts';

const townByZip = new Map(areas.flatMap((area) => area.zipCodes.map((zip) => [zip, area.city] as const)));
const townPatterns = areas.map((area) => ({ town: area.city, pattern: new RegExp(`\\b${area.city}\\b`, 'gi') }));

/**
 * The town a request comes from, so the owner can plan the day's route: the town whose
 * published ZIP list holds the address's ZIP, else the one of our towns named in it, else
 * null. Addresses end with the town and ZIP, so the last match wins: "1200 Concord Rd,
 * Charlotte, NC 28205" is Charlotte, and a five-digit house number loses to the ZIP after it.
 */
export function townOf(address: string): string | null {
  const zips = [...address.matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].map((match) => match[1]!);
  for (const zip of zips.reverse()) {
    const town = townByZip.get(zip);
    if (town) return town;
  }
  let last: { town: string; at: number } | null = null;
  for (const { town, pattern } of townPatterns) {
    const at = [...address.matchAll(pattern)].at(-1)?.index;
    if (at !== undefined && (last === null || at > last.at)) last = { town, at };
  }
  return last?.town ?? null;
}

/**
 * The ZIP code when an address is nothing more (the home page's short form asks for a ZIP only),
 * else null: a visit still needs the street.
 */
export function zipOnly(address: string): string | null {
  return /^\d{5}(-\d{4})?$/.test(address.trim()) ? address.trim() : null;
}

/** The parts of an address after the street that name no town: a state, a ZIP, or both. */
const stateOrZip = /^(?:NC|SC|North Carolina|South Carolina)?\s*(?:\d{5}(?:-\d{4})?)?$/i;

/**
 * The address a customer typed for the visit, as it is stored, or null when it is outside our
 * towns. It is judged on its own words: a ZIP it names must be one of ours, and so must every
 * town it names ("100 Main St, Rock Hill, SC 29730" is outside whatever ZIP the request gave).
 * Only a bare street takes the request's ZIP.
 */
export function serviceAreaAddress(typed: string, requestZip: string | null): string | null {
  // A five-digit house number is not a ZIP.
  const zips = [...typed.replace(/^\s*\d+/, '').matchAll(/(?<!\d)(\d{5})(?:-\d{4})?(?!\d)/g)].map((match) => match[1]!);
  const places = typed
    .split(',')
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => !stateOrZip.test(part));
  if (zips.length && !townByZip.has(zips.at(-1)!)) return null;
  if (places.some((place) => townOf(place) === null)) return null;
  const full = zips.length === 0 && requestZip ? `${typed}, ${requestZip}` : typed;
  return townOf(full) === null ? null : full;
}

/**
 * The request names a place and it is none of our towns: we never offer it online booking, only
 * a call. An empty address is not outside: the booking page asks for it.
 */
export function outsideArea(address: string): boolean {
  return address.trim() !== '' && townOf(address) === null;
}
