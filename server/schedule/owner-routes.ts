import { Hono } from 'hono';
import { z } from 'zod';
import type { HttpBindings } from '@hono/node-server';
import { cleanLine } from '../../src/lib/clean-text.ts';
import { defaultSchedule, isDay, parseSlotValue, parseWindows, weekdayNames, type ScheduleSettings } from '../../src/lib/schedule.ts';
import type { SignedIn } from '../auth/sessions.ts';
import type { InboxContext } from '../inbox/astro.ts';
import type { InboxData } from '../inbox/locals.ts';
import { dayOffCheck, scheduleView, visitNotice, type VisitOutcome } from './owner-view.ts';
import type { ScheduleStore } from './store.ts';
import { formFields, readableForm, routeParam } from '../form-validator.ts';

type Env = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };

export interface ScheduleRoutesDeps {
  schedule: ScheduleStore;
  siteOrigin: string;
  onChange: () => void;
  render: (c: InboxContext<Env>, extra?: Partial<InboxData>, route?: string) => Promise<Response> | Response;
}

/** A whole number typed in a box, within its range; `problem` says what the owner may type. */
const wholeNumber = (min: number, max: number, problem: string) =>
  z
    .string({ error: problem })
    .trim()
    .regex(/^\d{1,4}$/, problem)
    .transform(Number)
    .refine((n) => n >= min && n <= max, problem);

/** A checkbox: sent as "on" when checked, absent otherwise. */
const checkbox = z.unknown().optional().transform((value) => value === 'on');

/** One weekday's windows as typed, e.g. "8–10 AM, 1–3 PM"; empty: no windows that day. */
const dayWindows = (day: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const windows = parseWindows(typeof value === 'string' ? value : '');
      if (windows) return windows;
      ctx.addIssue({ code: 'custom', message: `The windows for ${day} could not be read. Write them like "8–10 AM, 10 AM–12 PM, 1–3 PM", or leave the day empty.` });
      return z.NEVER;
    });

const pickDayOff = 'Pick the first day off (and the last one for a range), e.g. Dec 24 to Jan 1.';

/** A day off, or a range of them: the last day is the first unless another is given. */
const dayOffForm = z
  .object({
    first: z.string({ error: pickDayOff }).refine(isDay, pickDayOff),
    last: z.string({ error: pickDayOff }).optional(),
    confirm: z.unknown().optional(),
  })
  .transform(({ first, last, confirm }) => ({ first, last: last ? last : first, confirm }))
  .refine(({ last }) => isDay(last), pickDayOff)
  .refine(({ first, last }) => last >= first, 'The last day off comes before the first. Go back and swap them.');

/** The Schedule tab's settings form: each weekday's windows, then the numbers, in the form's order. */
const settingsForm = z.object({
  ...Object.fromEntries(weekdayNames.map((day, index) => [`weekday-${index}`, dayWindows(day)])),
  capacity: wholeNumber(1, 20, 'Visits per window must be a whole number from 1 to 20.'),
  noticeDays: wholeNumber(0, 30, 'Minimum notice must be a whole number of business days from 0 to 30.'),
  horizonDays: wholeNumber(1, 180, 'How far ahead must be a whole number of days from 1 to 180.'),
  changeCutoffHours: wholeNumber(0, 168, 'The change cutoff must be a whole number of hours from 0 to 168.'),
  online: checkbox,
  morningSummary: checkbox,
  closedOnHolidays: checkbox,
}) as z.ZodType<
  Pick<ScheduleSettings, 'capacity' | 'noticeDays' | 'horizonDays' | 'changeCutoffHours' | 'online' | 'morningSummary' | 'closedOnHolidays'> &
    Record<`weekday-${number}`, ScheduleSettings['weekly'][number]>
>;

const visitId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

const saved = (what: string) => `/inbox/schedule?saved=${what}#saved`;

/** Back to the Schedule tab on the confirmation of what a change to a visit did. */
const visitSaved = (outcome: VisitOutcome, visitId: number) => `/inbox/schedule?saved=${outcome}&visit=${visitId}#saved`;

const outcomes: readonly VisitOutcome[] = ['moved', 'cancelled', 'done', 'no-show'];
const isOutcome = (value: string | undefined): value is VisitOutcome => outcomes.includes(value as VisitOutcome);

/**
 * The Schedule tab's forms, mounted under /inbox/schedule behind the inbox's session guard and
 * same-origin check. Every change to a visit goes through the store, which records it in the
 * request's history with the owner's e-mail.
 */
export function scheduleRoutes(deps: ScheduleRoutesDeps): Hono<Env> {
  const { schedule } = deps;
  const app = new Hono<Env>();
  const body = async (c: InboxContext<Env>) => (await c.req.parseBody().catch(() => null)) as Record<string, unknown> | null;
  const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
  const actor = (c: InboxContext<Env>) => ({
    kind: 'owner' as const,
    email: c.get('signedIn').owner.email,
  });

  app.get('/', (c) => {
    const what = c.req.query('saved');
    const id = visitId(c.req.query('visit'));
    const notice = isOutcome(what) && id !== null ? visitNotice(schedule, what, id) : null;
    return deps.render(c, {
      schedule: () => scheduleView(schedule, deps.siteOrigin, { notice }),
    });
  });

  app.post('/settings', readableForm, formFields(settingsForm), (c) => {
    const form = c.req.valid('form');
    schedule.saveSettings({
      ...defaultSchedule,
      online: form.online,
      morningSummary: form.morningSummary,
      closedOnHolidays: form.closedOnHolidays,
      weekly: weekdayNames.map((_, index) => form[`weekday-${index}`]!),
      capacity: form.capacity,
      noticeDays: form.noticeDays,
      horizonDays: form.horizonDays,
      changeCutoffHours: form.changeCutoffHours,
    });
    return c.redirect(saved('settings'), 303);
  });

  app.post('/days-off', readableForm, formFields(dayOffForm), (c) => {
    const { first, last, confirm } = c.req.valid('form');
    // A day off stops new bookings only: visits already booked on it stand until the owner moves or cancels them, so name them and ask first.
    const check = confirm === 'yes' ? null : dayOffCheck(schedule, first, last);
    if (check) {
      // The Schedule page answers the post, as its own address.
      return deps.render(c, { schedule: () => scheduleView(schedule, deps.siteOrigin, { dayOffCheck: check }) }, '/inbox/schedule');
    }
    schedule.addDayOff({ first, last });
    return c.redirect(saved('days-off'), 303);
  });

  app.post('/days-off/:id/remove', routeParam(z.object({ id: wholeNumber(1, 9999, 'no such day off') }), 'There is no such day off.'), (c) => {
    if (!schedule.removeDayOff(c.req.valid('param').id)) return c.text('There is no such day off.', 404);
    return c.redirect(saved('days-off'), 303);
  });

  app.post('/feed/renew', (c) => {
    schedule.renewFeedToken();
    return c.redirect(saved('feed'), 303);
  });

  /** The owner's reason for a move or cancellation, on one line: the customer sees it on the visit's page and in the e-mail. */
  const reasonOf = (form: Record<string, unknown> | null) => {
    const typed = form ? field(form, 'reason') : undefined;
    return typed === undefined ? undefined : cleanLine(typed).slice(0, 500);
  };

  app.post('/visits/:id/move', async (c) => {
    const id = visitId(c.req.param('id'));
    const visit = id === null ? null : schedule.visit(id);
    if (!visit) return c.text('There is no such visit.', 404);
    const form = await body(c);
    const slot = parseSlotValue(form ? field(form, 'slot') : undefined);
    if (!slot) return c.text('Pick the window to move the visit to.', 400);
    const result = await schedule.change(
      visit.leadId,
      { to: 'booked', visitId: visit.id, day: slot.day, start: slot.start, reason: reasonOf(form) || null },
      actor(c),
    );
    if (!result.ok)
      return c.text(
        result.problem === 'not-booked'
          ? 'Only a booked visit can be moved.'
          : `The visit was not moved: that window is ${result.problem === 'full' ? 'full' : 'not open'} (${result.problem}).`,
        result.status,
      );
    deps.onChange();
    return c.redirect(visitSaved('moved', visit.id), 303);
  });

  app.post('/visits/:id/:outcome{cancel|done|no-show}', async (c) => {
    const id = visitId(c.req.param('id'));
    const visit = id === null ? null : schedule.visit(id);
    if (!visit) return c.text('There is no such visit.', 404);
    const outcome = c.req.param('outcome');
    const form = await body(c);
    const reason = reasonOf(form);
    if (outcome === 'cancel' && !reason) return c.text("Say why the visit is cancelled; the reason is kept in the request's history.", 400);
    const to = outcome === 'cancel' ? 'cancelled' : outcome === 'done' ? 'done' : 'no-show';
    const result = await schedule.change(visit.leadId, { to, visitId: visit.id, reason: to === 'cancelled' ? reason : null }, actor(c));
    if (!result.ok) return c.text('That visit is no longer booked.', result.status);
    deps.onChange();
    return c.redirect(visitSaved(to, visit.id), 303);
  });

  return app;
}
