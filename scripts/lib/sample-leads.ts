import Database from 'better-sqlite3';
import { areas } from '../../src/content/areas.ts';
import { services } from '../../src/content/services.ts';
import { leadStatuses, type LeadStatus } from '../../src/lib/lead-status.ts';
import { serviceSlugs } from '../../src/lib/quote-fields.ts';
import type { LeadRow } from '../../server/leads/db.ts';
import { leadRecords } from '../../server/leads/records.ts';

/** The columns a sample fills: a stored lead's own fields, plus where the owner left it. */
export type SampleLead = Pick<LeadRow, 'received_at' | 'name' | 'phone' | 'email' | 'address' | 'service' | 'message'> & {
  /** The page that sent the visitor to the form; null or left out when it did not say. */
  source?: string | null;
  status: LeadStatus;
  opened_at: string | null;
};

const firstNames = ['Dana', 'Marcus', 'Keisha', 'Tom', 'Priya', 'Luis', 'Ashley', 'DeShawn', 'Megan', 'Carlos', 'Hannah', 'Jamal', 'Beth', 'Trey', 'Nia', 'Owen', 'Rosa', 'Grant', 'Tasha', 'Wes'];
const lastNames = ['Whitfield', 'Okafor', 'Hernandez', 'McAllister', 'Patel', 'Brooks', 'Nguyen', 'Simmons', 'Reyes', 'Caldwell', 'Foster', 'Greer', 'Holloway', 'Ingram', 'Lowery', 'Price', 'Rhyne', 'Sutton', 'Turner', 'Yates'];
const streets = ['East Blvd', 'Providence Rd', 'Sharon Amity Rd', 'Park Rd', 'Selwyn Ave', 'Central Ave', 'Monroe Rd', 'Trade St', 'Oakdale Rd', 'Beatties Ford Rd', 'Sardis Rd N', 'Main St', 'Church St', 'Poplar Tent Rd', 'Gilead Rd'];
const messages = [
  'Front walk slab dropped about an inch near the steps.',
  'Driveway has a long crack from the garage to the street, getting wider.',
  'Patio is pulling away from the house and water pools by the door.',
  'Garage floor is pitted and flaking; looking at resurfacing.',
  'Two sidewalk panels heaved by a tree root, trip hazard for the mail carrier.',
  'Parking lot at our shop needs crack sealing before winter.',
  'Pool deck has hairline cracks all over. Can you take a look?',
  'Back steps settled and there is a gap at the foundation.',
];

/** Deterministic, so a bench run and a screenshot are the same every time (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pages that send visitors to the form, most often first; null is a post that did not say. */
const sourcePages = [
  ...services.map((service) => service.href),
  ...services.slice(0, 3).map((service) => service.href),
  ...areas.map((area) => area.href),
  '/',
  '/',
  '/contact',
  '/contact',
  '/tools/cost-estimator',
  '/service-areas',
  '/blog/concrete-leveling-cost-charlotte',
  null,
];

/**
 * Quote requests like real ones, spread over the `days` before `now`: names, Charlotte-area
 * addresses with the ZIPs we publish (some without a ZIP, some without an address), every
 * service, and statuses that age as real ones do (recent ones New, older ones worked).
 */
export function sampleLeads(count: number, { now = new Date(), days = 365, seed = 13 } = {}): SampleLead[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  // Its own sequence, so adding the source changed none of the other fields.
  const nextSource = random(seed + 1);
  const spanMs = days * 86_400_000;
  return Array.from({ length: count }, (_, i) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const area = pick(areas);
    const age = (spanMs * (i + next())) / count;
    const received = new Date(now.getTime() - age);
    const worked = age > 3 * 86_400_000 || next() < 0.3;
    const status: LeadStatus = worked ? pick(leadStatuses.slice(1)) : 'New';
    const street = `${100 + Math.floor(next() * 9800)} ${pick(streets)}`;
    const shape = next();
    const address = shape < 0.7 ? `${street}, ${area.city}, NC ${pick(area.zipCodes)}` : shape < 0.9 ? `${street}, ${area.city}` : '';
    const phoneArea = next() < 0.7 ? '704' : '980';
    return {
      received_at: received.toISOString(),
      name: `${first} ${last}`,
      phone: `(${phoneArea}) 555-${String(Math.floor(next() * 10_000)).padStart(4, '0')}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      address,
      service: pick(serviceSlugs),
      message: pick(messages),
      source: sourcePages[Math.floor(nextSource() * sourcePages.length)]!,
      status,
      opened_at: status !== 'New' || next() < 0.4 ? new Date(received.getTime() + 3_600_000).toISOString() : null,
    };
  });
}

/** Writes leads straight into a lead database the server has created (its triggers index them). */
export function insertLeads(dbPath: string, leads: readonly SampleLead[]): number[] {
  const db = new Database(dbPath);
  try {
    db.pragma('busy_timeout = 5000');
    const records = leadRecords(db);
    return db.transaction(() => leads.map((lead) => records.importLead(lead)))();
  } finally {
    db.close();
  }
}
