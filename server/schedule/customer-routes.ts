import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { bodyLimit } from 'hono/body-limit';
import type { Business } from '../../src/config/business-facts.ts';
import { bookingPath, bookingTokenPattern, visitPath } from '../../src/lib/booking-links.ts';
import { quoteLimits } from '../../src/lib/quote-fields.ts';
import { addDays, businessDay } from '../../src/lib/dates.ts';
import { parseSlotValue, upcomingVisitsPerCustomer, type SlotProblem } from '../../src/lib/schedule.ts';
import { cleanLine } from '../../src/lib/clean-text.ts';
import { serviceAreaAddress, zipOnly } from '../../src/lib/town.ts';
import { customerPagesOptions, type CustomerPagesHost, type CustomerPagesOptions } from '../inbox/astro.ts';
import { refusalOf } from '../inbox/guard.ts';
import { clientAddress } from '../client-request.ts';
import { RateLimiter } from '../rate-limit.ts';
import { calendarType, customerCalendar, ownerFeed } from './ics.ts';
import { linkMailSubject } from './email.ts';
import { linkMailsPerDay, type ChangeProblem, type ChangeResult, type ScheduleStore } from './store.ts';
import { bookView, visitView, type BookKept, type VisitExtra } from './view.ts';
import type { Visit } from '../../src/lib/schedule-view.ts';
import type { BookingView } from '../../src/lib/booking-view.ts';

export interface BookingRoutesOptions extends CustomerPagesOptions {
  schedule: ScheduleStore;
}

type Env = { Bindings: HttpBindings };

/** The page every public booking answer renders (src/pages/book/[token].astro), whatever the address. */
const pageRoute = '/book/page';

const slotMessages: Record<SlotProblem, { status: 400 | 409; message: string }> = {
  'not-a-window': {
    status: 400,
    message: 'That is not one of our arrival windows. Pick one of the times below.',
  },
  past: {
    status: 409,
    message: 'That time has already passed. Pick one of the times below.',
  },
  'too-soon': {
    status: 409,
    message: 'That time is too soon for us to plan the visit. Pick one of the times below.',
  },
  'too-far': {
    status: 409,
    message: 'That time is further ahead than we book. Pick one of the times below.',
  },
  'day-off': {
    status: 409,
    message: 'We are closed that day. Pick one of the times below.',
  },
  full: {
    status: 409,
    message: 'That time was just taken. Here are the next open times; pick one.',
  },
};

/**
 * The customer's booking pages: GET shows, POST changes, and every POST must come from a page
 * of this site (Origin, and Fetch Metadata when sent). A token is the only key: an unknown one
 * is a 404 whether or not it ever existed.
 */
export function bookingRoutes(options: BookingRoutesOptions): Hono<Env> {
  const { schedule, pages, siteOrigin, trustProxy, facts, onChange } = options;
  const limiter = new RateLimiter(Number.isFinite(options.rateLimit) ? options.rateLimit * 4 : Infinity, options.rateWindowMs);
  const app = new Hono<Env>();

  const render = (c: Context<Env>, view: BookingView, status = 200) =>
    pages(c, { owner: null, inbox: null, booking: { view, status } }, [], pageRoute);
  const problem = (c: Context<Env>, status: number, title: string, message: string) => render(c, { page: 'problem', status, title, message }, status);
  const notFound = (c: Context<Env>) =>
    problem(
      c,
      404,
      'This link does not work',
      'The address may be incomplete. Open the link from your e-mail or the page you were given again, or call us.',
    );

  app.use(
    '/book/*',
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => problem(c as Context<Env>, 413, 'Too much data', 'The form sent more than a booking needs.'),
    }),
  );
  app.use(
    '/visit/*',
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => problem(c as Context<Env>, 413, 'Too much data', 'The form sent more than a booking needs.'),
    }),
  );
  // A form from another site could otherwise book or cancel with a token it learned. Only these
  // pages: mounted at the root, a guard on '*' would answer every other path's POST too.
  const sameSiteOnly: MiddlewareHandler<Env> = async (c, next) => {
    const refusal = refusalOf(
      c.req.method,
      {
        origin: c.req.header('origin'),
        host: c.req.header('host'),
        fetchSite: c.req.header('sec-fetch-site'),
      },
      { origin: siteOrigin, siteUrlSet: true },
    );
    if (refusal) return problem(c, 403, 'This form came from another site', 'Nothing was changed. Open the booking page on our site and try again.');
    if (c.req.method === 'POST') {
      const allowed = limiter.take(clientAddress(c, { trustProxy }) ?? 'unknown');
      if (!allowed.ok) {
        const page = await problem(
          c,
          429,
          'Too many tries',
          'We received many booking requests from your connection in the last few minutes. Please wait a little or call us.',
        );
        page.headers.set('Retry-After', String(allowed.retryAfterSeconds));
        return page;
      }
    }
    return next();
  };
  app.use('/book/*', sameSiteOnly);
  app.use('/visit/*', sameSiteOnly);

  const form = async (c: Context<Env>) => {
    const body = await c.req.parseBody().catch(() => null);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  };
  const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);

  /** A refusal's words: the slot's own, else what the customer can do instead. */
  const refusalMessage = (result: Extract<ChangeResult, { ok: false }>): string => {
    if (result.problem in slotMessages) return slotMessages[result.problem as SlotProblem].message;
    const phone = facts().phone.display;
    const words: Partial<Record<ChangeProblem, string>> = {
      cutoff: `It is too close to your visit to change it here. Nothing was changed. Call us at ${phone} to change or cancel.`,
      outside: `That address is outside the towns we book online. Call us at ${phone} and we will see what we can do.`,
      'address-needed': 'Enter the address of the property, so we know where to come.',
      limit: `You already have ${upcomingVisitsPerCustomer} estimate visits booked with us. Call us at ${phone} to book another.`,
      offline: `Booking online is closed just now. Call us at ${phone} to set a time.`,
      'estimate-done': `We have already been out for this request. Call us at ${phone} if you need another visit.`,
      'not-booked': 'This visit is no longer booked. Nothing was changed.',
    };
    return words[result.problem] ?? `Nothing was changed. Call us at ${phone}.`;
  };

  const ctx: BookingContext = { schedule, siteOrigin, facts, onChange, render, problem, notFound, form, text, refusalMessage };
  bookPages(app, ctx);
  visitPages(app, ctx);
  calendarFeed(app, ctx);
  return app;
}

/** What the booking, visit and calendar routes share: the schedule and the ways a page answers. */
interface BookingContext {
  schedule: ScheduleStore;
  siteOrigin: string;
  facts: () => Business;
  /** Wakes the outbox after a change queued alerts and e-mails. */
  onChange: () => void;
  render: (c: Context<Env>, view: BookingView, status?: number) => Promise<Response>;
  problem: (c: Context<Env>, status: number, title: string, message: string) => Promise<Response>;
  notFound: (c: Context<Env>) => Promise<Response>;
  form: (c: Context<Env>) => Promise<Record<string, unknown> | null>;
  text: (body: Record<string, unknown>, name: string) => string | undefined;
  refusalMessage: (result: Extract<ChangeResult, { ok: false }>) => string;
}

/** /book/<token>: the open times, and booking one. */
function bookPages(app: Hono<Env>, { schedule, render, problem, notFound, form, text, refusalMessage, onChange }: BookingContext): void {
  const bookingOf = (c: Context<Env>) => {
    const token = c.req.param('token') ?? '';
    const found = bookingTokenPattern.test(token) ? schedule.byToken(token, 'book') : undefined;
    return { token, found };
  };

  app.get('/book/:token', (c) => {
    const { token, found } = bookingOf(c);
    if (!found) return notFound(c);
    if (found.closed) return problem(c, 410, 'This booking link is used up', 'Your request has moved on since. Call us to set a time.');
    // `day` only chooses which open day's windows show; a GET never writes.
    return render(
      c,
      bookView(schedule, { token, lead: found.lead, visit: found.visit }, new Date(), { day: c.req.query('day'), overLimit: found.overLimit, estimateDone: found.estimateDone }),
    );
  });

  app.post('/book/:token', async (c) => {
    const { token, found } = bookingOf(c);
    if (!found) return notFound(c);
    if (found.closed) return problem(c, 410, 'This booking link is used up', 'Your request has moved on since. Call us to set a time.');
    const body = await form(c);
    if (!body) return problem(c, 400, 'The form could not be read', 'Go back and send it again.');
    const now = new Date();
    const rawSlot = text(body, 'slot');
    const typed = text(body, 'address') === undefined ? undefined : cleanLine(text(body, 'address')!);
    const again = (status: number, kept: BookKept) =>
      render(
        c,
        bookView(schedule, { token, lead: found.lead, visit: found.visit }, now, {
          address: typed,
          chosen: rawSlot,
          overLimit: found.overLimit,
          estimateDone: found.estimateDone,
          ...kept,
        }),
        status,
      );
    const slot = parseSlotValue(rawSlot);
    if (!slot) return again(400, { problem: 'Pick one of the times below.' });
    let address: string | null = null;
    const zip = zipOnly(found.lead.address);
    if (found.lead.address.trim() === '' || zip) {
      if (!typed)
        return again(400, {
          problem: 'Enter the address of the property, so we know where to come.',
        });
      if (typed.length > quoteLimits.address)
        return again(400, {
          problem: `The address can be at most ${quoteLimits.address} characters.`,
        });
      address = serviceAreaAddress(typed, zip);
      if (address === null)
        return again(400, {
          problem: 'That address is outside the towns we book online. Call us and we will see what we can do.',
        });
    }
    const result = await schedule.change(found.lead.id, { to: 'booked', day: slot.day, start: slot.start, address }, { kind: 'customer' }, now);
    if (result.ok) {
      onChange();
      return c.redirect(`${visitPath(result.visitToken)}?booked=1`, 303);
    }
    if (result.problem === 'closed' || result.problem === 'unknown') return problem(c, 410, 'This booking link is used up', 'Call us to set a time.');
    return again(result.status, {
      problem: refusalMessage(result),
      chosen: undefined,
      day: slot.day,
    });
  });
}

/** /visit/<token>: the booked visit's page, its .ics, and the customer's changes. */
function visitPages(app: Hono<Env>, { schedule, siteOrigin, facts, render, problem, notFound, form, text, refusalMessage, onChange }: BookingContext): void {
  const visitOf = (c: Context<Env>) => {
    const token = c.req.param('token') ?? '';
    const found = bookingTokenPattern.test(token) ? schedule.byToken(token, 'visit') : undefined;
    return { token, found, visit: found?.visit ?? null };
  };

  app.get('/visit/:file{[A-Za-z0-9_-]{22}\\.ics}', (c) => {
    const token = c.req.param('file').slice(0, -'.ics'.length);
    const found = schedule.byToken(token, 'visit');
    if (!found?.visit) return c.text('Not Found', 404);
    return c.body(customerCalendar(found.visit, facts(), { link: `${siteOrigin}${visitPath(token)}`, location: found.lead.address }), 200, {
      'Content-Type': calendarType,
      'Content-Disposition': 'attachment; filename="estimate-visit.ics"',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });

  /** The visit's page, as it is now; `extra` says what just happened. */
  const visitPage = (token: string, found: NonNullable<ReturnType<typeof visitOf>['found']>, visit: Visit, extra: VisitExtra = {}) =>
    visitView(schedule, { token, visit, lead: found.lead, booking: found }, { siteOrigin, now: new Date() }, extra);

  app.get('/visit/:token', (c) => {
    const { token, found, visit } = visitOf(c);
    if (!found || !visit) return notFound(c);
    const result = c.req.query('booked') !== undefined ? 'booked' : c.req.query('changed') !== undefined ? 'changed' : null;
    return render(
      c,
      visitPage(token, found, visit, {
        result: visit.status === 'booked' ? result : null,
        day: c.req.query('day'),
        sent: c.req.query('sent') !== undefined && visit.status === 'booked',
      }),
    );
  });

  app.post('/visit/:token/change', async (c) => {
    const { token, found, visit } = visitOf(c);
    if (!found || !visit) return notFound(c);
    const body = await form(c);
    const slot = parseSlotValue(body ? text(body, 'slot') : undefined);
    const now = new Date();
    const again = (status: number, message: string, day?: string) => render(c, visitPage(token, found, visit, { problem: message, day }), status);
    if (!slot) return again(visit.status === 'booked' ? 400 : 409, visit.status === 'booked' ? 'Pick one of the times below.' : 'This visit is no longer booked. Nothing was changed.');
    const result = await schedule.change(found.lead.id, { to: 'booked', visitId: visit.id, day: slot.day, start: slot.start }, { kind: 'customer' }, now);
    if (!result.ok) return again(result.status, refusalMessage(result), slot.day);
    onChange();
    return c.redirect(`${visitPath(token)}?changed=1`, 303);
  });

  app.post('/visit/:token/cancel', async (c) => {
    const { token, found, visit } = visitOf(c);
    if (!found || !visit) return notFound(c);
    const result = await schedule.change(found.lead.id, { to: 'cancelled', visitId: visit.id, reason: 'Cancelled by the customer' }, { kind: 'customer' }, new Date());
    if (!result.ok) {
      const title = result.problem === 'cutoff' ? 'Too close to the visit to change it here' : 'This visit is no longer booked';
      return problem(c, result.status, title, refusalMessage(result));
    }
    onChange();
    return c.redirect(visitPath(token), 303);
  });

  /** "E-mail me this link": the visit's link to the request's own address, a few times a day at most. */
  app.post('/visit/:token/email-link', (c) => {
    const { token, found, visit } = visitOf(c);
    if (!found || !visit) return notFound(c);
    if (visit.status !== 'booked') return problem(c, 409, 'This visit is no longer booked', 'Nothing was sent.');
    if (!schedule.emails || found.lead.email.trim() === '')
      return problem(c, 409, 'We cannot e-mail this link', 'Your request has no e-mail address. Keep the link by texting it to yourself, or call us.');
    if (!schedule.queueLinkMail(visit)) {
      return problem(
        c,
        429,
        'This link was e-mailed already',
        `We sent it ${linkMailsPerDay} times today. Look for "${linkMailSubject}" in your e-mail, or text the link to yourself.`,
      );
    }
    onChange();
    return c.redirect(`${visitPath(token)}?sent=1`, 303);
  });

  /** "Pick another time" after a cancellation: a fresh booking link for the same request. */
  app.post('/visit/:token/again', (c) => {
    const { found, visit } = visitOf(c);
    if (!found || !visit) return notFound(c);
    if (found.closed) return problem(c, 410, 'This booking link is used up', 'Your request has moved on since. Call us to set a time.');
    if (visit.status !== 'cancelled') return problem(c, 409, 'This visit is not cancelled', "Nothing was changed. Open the visit's page to see it, or call us.");
    // Booked again since: that visit is the one to change, on the page its booking led to.
    if (found.booked)
      return problem(c, 409, 'You have booked another time already', 'Nothing was changed. The page you were shown after booking it changes or cancels it; or call us.');
    // The new link books only as the state machine allows a new visit: not once the estimate visit took place.
    if (found.estimateDone)
      return problem(c, 409, 'We have already been out for this request', `Call us at ${facts().phone.display} if you need another visit.`);
    return c.redirect(bookingPath(schedule.issueToken(found.lead.id, 'book')), 303);
  });
}

/** The owner's calendar subscription: the secret in the address is the only key, compared in constant time. */
function calendarFeed(app: Hono<Env>, { schedule, siteOrigin, facts }: BookingContext): void {
  app.get('/calendar/:file{[A-Za-z0-9_-]{22}\\.ics}', (c) => {
    const given = Buffer.from(c.req.param('file').slice(0, -'.ics'.length));
    const secret = Buffer.from(schedule.feedToken() ?? '');
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) return c.text('Not Found', 404);
    const today = businessDay(new Date());
    const visits = schedule.between(addDays(today, -30), addDays(today, 60), ['booked', 'done', 'no-show', 'cancelled']);
    return c.body(ownerFeed(visits, siteOrigin, facts().name), 200, {
      'Content-Type': calendarType,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
  app.get('/calendar/*', (c) => c.text('Not Found', 404));
}

/** What the customer's booking pages need of the app (server/app.ts). */
export interface BookingHost extends CustomerPagesHost {
  http: Hono<any>;
  schedule: ScheduleStore;
}

/** Binds /book, /visit and the owner's calendar feed; a change wakes the outbox for the alerts and e-mails it queued. */
export function bindBooking(app: BookingHost): void {
  app.http.route('/', bookingRoutes({ ...customerPagesOptions(app), schedule: app.schedule }));
}
