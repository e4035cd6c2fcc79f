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

/**
 * The request names a place and it is none of our towns: we never offer it online booking, only
 * a call. An empty address is not outside: the booking page asks for it.
 */
export function outsideArea(address: string): boolean {
  return address.trim() !== '' && townOf(address) === null;
}
