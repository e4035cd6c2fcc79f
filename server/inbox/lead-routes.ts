import { Hono } from 'hono';
import { z } from 'zod';
import { businessDay } from '../../src/lib/dates.ts';
import { isDay } from '../../src/lib/schedule.ts';
import { formatNumber } from '../../src/lib/format-number.ts';
import { cleanText } from '../../src/lib/clean-text.ts';
import { isLeadStatus, leadStatuses, type LeadStatus } from '../../src/lib/lead-status.ts';
import { isReviewChannel } from '../../src/lib/review-request.ts';
import { mediaType } from '../client-request.ts';
import { parseLeadId } from '../../src/lib/lead-contact.ts';
import { maxNoteLength } from './lead-detail.ts';
import { passCookies, type InboxDeps, type InboxEnv, type InboxRouteContext } from './route-context.ts';
import type { InboxData } from './locals.ts';
import { quoteLife } from '../quotes/owner-view.ts';
import type { FreshQuoteLink } from '../../src/lib/quote-owner-view.ts';
import { savedAnchor } from '../../src/lib/lead-view.ts';
import { formFields, readableForm, routeParam } from '../form-validator.ts';

/** The list of requests as a spreadsheet, with the list's filters. */
export function exportRoutes({ deps }: InboxRouteContext): Hono<InboxEnv> {
  const routes = new Hono<InboxEnv>();
  routes.get('/export.csv', (c) => {
    passCookies(c, c.get('signedIn').setCookies);
    return c.body(deps.leads.csv(new URL(c.req.url).searchParams), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="quote-requests-${businessDay(new Date())}.csv"`,
    });
  });
  return routes;
}

const noSuchRequest = 'There is no such request.';
const invalidVisitTime = 'The estimate visit is not a valid date and time. Pick a day and a time, e.g. 2026-05-14 09:30.';

/** The request a form posts to: a stored request's id, else 404. */
const leadParam = routeParam(z.object({ id: z.string().transform(parseLeadId).pipe(z.number()) }), noSuchRequest);

const statusForm = z.object({
  status: z.custom<LeadStatus>(isLeadStatus, { error: `Choose one of the statuses: ${leadStatuses.join(', ')}.` }),
});

/** The owner's typed day and time, e.g. 2026-05-14T09:30, as the day and the minute it starts. */
const visitForm = z.object({
  when: z
    .string({ error: invalidVisitTime })
    .trim()
    .transform((value, ctx) => {
      const when = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
      const start = when ? Number(when[2]) * 60 + Number(when[3]) : NaN;
      if (when && isDay(when[1]) && start < 1440) return { day: when[1]!, start };
      ctx.addIssue({ code: 'custom', message: invalidVisitTime });
      return z.NEVER;
    }),
});

const noteForm = z.object({
  note: z
    .string({ error: 'The form is missing the note. Go back and send it again.' })
    .transform((raw) => cleanText(raw).trim())
    .check((ctx) => {
      const note = ctx.value;
      if (note === '') ctx.issues.push({ code: 'custom', input: note, message: 'The note is empty. Go back, write the note, then press "Add note".' });
      else if (note.length > maxNoteLength) {
        ctx.issues.push({
          code: 'custom',
          input: note,
          message: `A note can be at most ${formatNumber(maxNoteLength)} characters; this one has ${formatNumber(note.length)}. Go back and shorten it.`,
        });
      }
    }),
});

/**
 * What a request's page shows: the request, the review link, and its written quote, with the
 * link to the customer's page when the answer made one (it is never shown again).
 */
export function requestPageData(deps: InboxDeps, id: number, fresh: FreshQuoteLink | null = null): Partial<InboxData> {
  const quotes = deps.quotes?.store;
  return {
    lead: deps.details.get(id) ?? null,
    reviewLink: deps.reviewLink(),
    quote: quotes ? quoteLife(quotes.forLead(id), { settings: quotes.settings(), email: quotes.emails, fresh }) : undefined,
  };
}

/** One request's page and what the owner does on it, under /inbox/leads. */
export function leadRoutes({ deps, ownerPage }: InboxRouteContext): Hono<InboxEnv> {
  const { details } = deps;
  const routes = new Hono<InboxEnv>();

  // A request's page: opening it the first time is recorded; an id that is not a stored
  // request renders the page's "not found" with 404.
  routes.get('/:id', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const found = id !== null && details.open(id, c.get('signedIn').owner.email, new Date());
    return ownerPage(c, found ? requestPageData(deps, id) : { lead: null });
  });

  // One photo of a request on its own page; the page answers 404 for a request or number that is not there.
  routes.get('/:id/photos/:number', (c) => {
    const id = parseLeadId(c.req.param('id'));
    return ownerPage(c, { lead: id === null ? null : (details.get(id) ?? null) });
  });

  // The status follows the estimate visit (docs/booking.md#what-the-owner-sees-inboxschedule): "Estimate scheduled" is
  // what a booked visit sets, so it is never chosen by hand, and never left while one is booked.
  routes.post('/:id/status', leadParam, readableForm, formFields(statusForm), async (c) => {
    const { id } = c.req.valid('param');
    const result = details.changeStatus(id, c.req.valid('form').status, c.get('signedIn').owner.email, new Date());
    if (result === 'not-found') return c.text(noSuchRequest, 404);
    if (result === 'needs-visit') {
      return c.text('"Estimate scheduled" follows the visit: set the estimate visit\'s day and time on this page, and the status changes with it.', 400);
    }
    if (result === 'visit-booked') {
      const visit = details.get(id)?.visit;
      return c.text(
        `This request has an estimate visit booked${visit ? ` (${visit.window})` : ''}. Mark it done or no-show, or cancel it, on the Schedule tab first; the status then follows.`,
        409,
      );
    }
    return c.redirect(`/inbox/leads/${id}?saved=status#${savedAnchor}`, 303);
  });

  // The estimate visit the owner sets by hand: a visit like any other, at any time of the day.
  routes.post('/:id/visit', leadParam, readableForm, async (c, next) => (deps.schedule ? next() : c.text('The schedule is not set up on this server.', 404)), formFields(visitForm), async (c) => {
    const { id } = c.req.valid('param');
    const { day, start } = c.req.valid('form').when;
    const store = deps.schedule!.store;
    const booked = store.visitOfLead(id);
    const result = await store.change(
      id,
      { to: 'booked', day, start, anyTime: true, ...(booked?.status === 'booked' ? { visitId: booked.id } : {}) },
      { kind: 'owner', email: c.get('signedIn').owner.email },
    );
    if (!result.ok) {
      const why = result.problem === 'full' ? 'its window is full' : result.problem === 'past' ? 'that time has passed' : result.problem === 'unknown' ? 'there is no such request' : 'that time cannot be booked';
      return c.text(`The estimate visit was not set: ${why}.`, result.status);
    }
    deps.schedule!.onChange();
    return c.redirect(`/inbox/leads/${id}?saved=status#${savedAnchor}`, 303);
  });

  routes.post('/:id/notes', leadParam, readableForm, formFields(noteForm), (c) => {
    const { id } = c.req.valid('param');
    if (!details.addNote(id, c.req.valid('form').note, c.get('signedIn').owner.email, new Date())) return c.text(noSuchRequest, 404);
    return c.redirect(`/inbox/leads/${id}?saved=note#${savedAnchor}`, 303);
  });

  // A tap on a request's Call, Text or E-mail button, sent by the browser through the link's
  // `ping` (Content-Type text/ping, the page in Ping-From, the link in Ping-To) with the session
  // cookie, Origin and Sec-Fetch-Site: same-origin, so the inbox's guards apply as to any form.
  routes.post('/:id/contacted', async (c) => {
    const id = parseLeadId(c.req.param('id'));
    if (mediaType(c) !== 'text/ping') return c.text('Only a browser ping (Content-Type: text/ping) is accepted here.', 415);
    const links = id === null ? undefined : details.contactLinks(id);
    if (id === null || !links) return c.text(noSuchRequest, 404);
    const from = c.req.header('ping-from');
    if (!from || !URL.canParse(from) || new URL(from).pathname !== `/inbox/leads/${id}`) return c.text("Ping-From is not this request's page.", 400);
    const to = c.req.header('ping-to');
    const via = (['call', 'text', 'email'] as const).find((kind) => to !== undefined && links[kind] === to);
    if (!via) return c.text("Ping-To is not this request's Call, Text or E-mail link.", 400);
    details.recordContact(id, via, c.get('signedIn').owner.email, new Date());
    return c.body(null, 204);
  });

  /**
   * The browser's ping when the owner taps "Ask for a review" (text or e-mail): the tap opens
   * the message on the phone, and this records it in the request's history. A ping carries
   * no form, so the channel is in the query string.
   */
  routes.post('/:id/review-request', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const via = c.req.query('via');
    if (id === null) return c.text('There is no such request.', 404);
    if (!isReviewChannel(via)) return c.text('Say how the customer was asked: via=text or via=email.', 400);
    const result = details.askForReview(id, via, c.get('signedIn').owner.email, new Date());
    if (result === 'not-found') return c.text('There is no such request.', 404);
    if (result === 'not-won') return c.text('Only a request marked Won is asked for a review.', 409);
    return c.body(null, 204);
  });

  return routes;
}
