import { weekDays } from '../../src/config/business-schema.ts';
import { expect } from 'vitest';
import { readRows, waitFor } from './helpers.ts';
import type { InboxServer, SignedInSuite } from './inbox-support.ts';

/** The business form as a browser posts it, filled in with real-looking facts; `changes` overrides fields. */
export function businessFields(changes: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    name: 'Queen City Slab Works',
    phone: '(704) 342-1234',
    email: 'office@queencityslab.test',
    streetAddress: '2100 South Blvd',
    city: 'Charlotte',
    postalCode: '28203',
    yearFounded: '2009',
    licenceNumber: '12345-L',
    ratingValue: '4.8',
    ratingCount: '212',
    ratingSource: 'Google',
    ratingProfileUrl: 'https://g.page/r/queen-city-slab',
    ratingAsOf: '2026-03-14',
    reviewUrl: 'https://g.page/r/queen-city-slab/review',
  };
  for (const day of weekDays) {
    const weekday = !['Saturday', 'Sunday'].includes(day);
    fields[`opens-${day}`] = weekday ? '07:30' : day === 'Saturday' ? '09:00' : '';
    fields[`closes-${day}`] = weekday ? '17:30' : day === 'Saturday' ? '13:00' : '';
    fields[`note-${day}`] = day === 'Sunday' ? 'By appointment in Gastonia' : '';
  }
  return { ...fields, ...changes };
}

/** Everything the Site editor can change, to prove a refused request changed nothing. */
export function siteRows(db: string): string {
  return JSON.stringify([
    readRows(db, 'SELECT * FROM site_drafts ORDER BY kind, id'),
    readRows(db, 'SELECT id, status, summary FROM site_revisions ORDER BY id'),
  ]);
}

/** siteRows and the job photos stored: what a refused photo upload must leave as it was. */
export function siteAndPhotoRows(db: string): string {
  return JSON.stringify([siteRows(db), readRows(db, 'SELECT id FROM work_photos ORDER BY id')]);
}

/** A public page as the live site serves it: status, redirect target and HTML. */
export async function livePage(inbox: InboxServer<{ url: string }>, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${inbox.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Publishes the drafts as the owner's "Publish" button does, and waits until the new build is live. */
export async function publishDrafts({ inbox, post }: SignedInSuite, timeoutMs = 120_000): Promise<void> {
  expect((await post('/inbox/site/publish', {})).status).toBe(303);
  await waitFor(() => !readRows(inbox.db, `SELECT 1 FROM site_revisions WHERE status = 'building'`).length, timeoutMs, 'the publish to finish');
  expect(readRows<{ status: string; error: string | null }>(inbox.db, 'SELECT status, error FROM site_revisions ORDER BY id DESC LIMIT 1')[0]).toEqual({ status: 'live', error: null });
}

/** A file field of a multipart form: its bytes, the file name and the type the browser states. */
export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/**
 * A multipart form post from the owner's browser, with the session unless it is blanked:
 * what the job photo and business forms send. `address` is the suite's client address.
 */
export function postMultipart(
  suite: SignedInSuite,
  address: string,
  { path, fields, files = {}, headers = {} }: { path: string; fields: Record<string, string>; files?: Record<string, UploadFile>; headers?: Record<string, string> },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${suite.inbox.origin}${path}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { Origin: suite.inbox.origin, Cookie: suite.cookie, 'X-Forwarded-For': address, ...headers },
  });
}
