import { Hono } from 'hono';
import { businessDay } from '../../src/lib/dates.ts';
import { isDay } from '../../src/lib/schedule.ts';
import { formatNumber } from '../../src/lib/format-number.ts';
import { cleanText } from '../../src/lib/clean-text.ts';
import { isLeadStatus, leadStatuses } from '../../src/lib/lead-status.ts';
import { isReviewChannel } from '../../src/lib/review-request.ts';
import { mediaType } from '../leads/routes.ts';
import { parseLeadId } from '../../src/lib/lead-contact.ts';
import { maxNoteLength, savedAnchor } from './lead-detail.ts';
import { formField, passCookies, type InboxEnv, type InboxRequest, type InboxRouteContext } from './route-context.ts';

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

/** One request's page and what the owner does on it, under /inbox/leads. */
export function leadRoutes({ deps, ownerPage }: InboxRouteContext): Hono<InboxEnv> {
  const { details } = deps;
  const routes = new Hono<InboxEnv>();

  // A request's page: opening it the first time is recorded; an id that is not a stored
  // request renders the page's "not found" with 404.
  routes.get('/:id', (c) => {
    const id = parseLeadId(c.req.param('id'));
    const found = id !== null && details.open(id, c.get('signedIn').owner.email, new Date());
    return ownerPage(c, { lead: found ? (details.get(id) ?? null) : null, reviewLink: deps.reviewLink() });
  });

  // One photo of a request on its own page; the page answers 404 for a request or number that is not there.
  routes.get('/:id/photos/:number', (c) => {
    const id = parseLeadId(c.req.param('id'));
    return ownerPage(c, { lead: id === null ? null : (details.get(id) ?? null) });
  });

  /** The request a form posts to, and its fields; a bad id or unreadable body answers here. */
  const leadForm = async (c: InboxRequest) => {
    const id = parseLeadId(c.req.param('id'));
    if (id === null) return { problem: c.text('There is no such request.', 404) };
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return { problem: c.text('The form could not be read. Go back and send it again.', 400) };
    return { id, body, actor: c.get('signedIn').owner.email };
  };

  // The status follows the estimate visit (DECISIONS.md section 20): "Estimate scheduled" is
  // what a booked visit sets, so it is never chosen by hand, and never left while one is booked.
  routes.post('/:id/status', async (c) => {
    const form = await leadForm(c);
    if ('problem' in form) return form.problem;
    const status = formField(form.body, 'status');
    if (!isLeadStatus(status)) return c.text(`Choose one of the statuses: ${leadStatuses.join(', ')}.`, 400);
    const result = details.changeStatus(form.id, status, form.actor, new Date());
    if (result === 'not-found') return c.text('There is no such request.', 404);
    if (result === 'needs-visit') {
      return c.text('"Estimate scheduled" follows the visit: set the estimate visit\'s day and time on this page, and the status changes with it.', 400);
    }
    if (result === 'visit-booked') {
      const visit = details.get(form.id)?.visit;
      return c.text(
        `This request has an estimate visit booked${visit ? ` (${visit.window})` : ''}. Mark it done or no-show, or cancel it, on the Schedule tab first; the status then follows.`,
        409,
      );
    }
    return c.redirect(`/inbox/leads/${form.id}?saved=status#${savedAnchor}`, 303);
  });

  // The estimate visit the owner sets by hand: a visit like any other, at any time of the day.
  routes.post('/:id/visit', async (c) => {
    const form = await leadForm(c);
    if ('problem' in form) return form.problem;
    if (!deps.schedule) return c.text('The schedule is not set up on this server.', 404);
    const when = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(formField(form.body, 'when')?.trim() ?? '');
    const start = when ? Number(when[2]) * 60 + Number(when[3]) : NaN;
    if (!when || !isDay(when[1]) || !(start < 1440)) {
      return c.text('The estimate visit is not a valid date and time. Pick a day and a time, e.g. 2026-05-14 09:30.', 400);
    }
    const booked = deps.schedule.store.visitOfLead(form.id);
    const result = await deps.schedule.store.change(
      form.id,
      { to: 'booked', day: when[1]!, start, anyTime: true, ...(booked?.status === 'booked' ? { visitId: booked.id } : {}) },
      { kind: 'owner', email: form.actor },
    );
    if (!result.ok) {
      const why = result.problem === 'full' ? 'its window is full' : result.problem === 'past' ? 'that time has passed' : result.problem === 'unknown' ? 'there is no such request' : 'that time cannot be booked';
      return c.text(`The estimate visit was not set: ${why}.`, result.status);
    }
    deps.schedule.onChange();
    return c.redirect(`/inbox/leads/${form.id}?saved=status#${savedAnchor}`, 303);
  });

  routes.post('/:id/notes', async (c) => {
    const form = await leadForm(c);
    if ('problem' in form) return form.problem;
    const raw = formField(form.body, 'note');
    const note = raw === undefined ? undefined : cleanText(raw).trim();
    if (note === undefined) return c.text('The form is missing the note. Go back and send it again.', 400);
    if (note === '') return c.text('The note is empty. Go back, write the note, then press "Add note".', 400);
    if (note.length > maxNoteLength) {
      return c.text(`A note can be at most ${formatNumber(maxNoteLength)} characters; this one has ${formatNumber(note.length)}. Go back and shorten it.`, 400);
    }
    if (!details.addNote(form.id, note, form.actor, new Date())) return c.text('There is no such request.', 404);
    return c.redirect(`/inbox/leads/${form.id}?saved=note#${savedAnchor}`, 303);
  });

  // A tap on a request's Call, Text or E-mail button, sent by the browser through the link's
  // `ping` (Content-Type text/ping, the page in Ping-From, the link in Ping-To) with the session
  // cookie, Origin and Sec-Fetch-Site: same-origin, so the inbox's guards apply as to any form.
  routes.post('/:id/contacted', async (c) => {
    const id = parseLeadId(c.req.param('id'));
    if (mediaType(c) !== 'text/ping') return c.text('Only a browser ping (Content-Type: text/ping) is accepted here.', 415);
    const links = id === null ? undefined : details.contactLinks(id);
    if (id === null || !links) return c.text('There is no such request.', 404);
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
