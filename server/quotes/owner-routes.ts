import { Hono } from 'hono';
import { z } from 'zod';
import type { HttpBindings } from '@hono/node-server';
import type { Business } from '../../src/config/business-facts.ts';
import { fieldReads } from '../../src/config/editable-fields.ts';
import type { PriceItem } from '../../src/content/price-schema.ts';
import { parseLeadId } from '../../src/lib/lead-contact.ts';
import type { LeadDetail } from '../../src/lib/lead-view.ts';
import { isQuoteRefusal, quoteDocumentLimits } from '../../src/lib/quote-document-view.ts';
import type { QuoteStore } from './store.ts';
import { priceChoices, quoteFields, quoteLineFields, readQuoteForm, type QuoteFormValues } from '../../src/lib/quote-form.ts';
import type { FreshQuoteLink } from '../../src/lib/quote-owner-view.ts';
import type { SignedIn } from '../auth/sessions.ts';
import { formFields, readableForm, routeParam, unreadableForm } from '../form-validator.ts';
import type { InboxContext } from '../inbox/astro.ts';
import type { InboxData } from '../inbox/locals.ts';
import { readFields, type FormBody } from '../site/forms.ts';
import { signedPdfName } from './email.ts';
import { editQuoteLines } from './form-edits.ts';
import { freshLink, quoteFormView } from './owner-view.ts';

type Env = { Bindings: HttpBindings; Variables: { signedIn: SignedIn } };
type Context = InboxContext<Env>;

/** What the owner's side needs of the quote store. */
export type OwnerQuoteStore = Pick<
  QuoteStore,
  'forLead' | 'draftFor' | 'saveDraft' | 'send' | 'newLink' | 'markDepositReceived' | 'setReminders' | 'settings' | 'saveSettings' | 'emails' | 'pdfForLead'
>;

export interface QuoteOwnerDeps {
  quotes: OwnerQuoteStore;
  /** The request as its page shows it (server/inbox/lead-detail.ts). */
  lead: (id: number) => LeadDetail | undefined;
  /** The published price list, for "Pick from the price list". */
  prices: () => readonly PriceItem[];
  siteOrigin: string;
  facts: () => Business;
  /** Something was queued in the outbox (the e-mail with the link, follow-ups): send it now. */
  onChange: () => void;
  render: (c: Context, extra?: Partial<InboxData>, route?: string) => Promise<Response>;
  /** The request's page as the answer to a post, with the link just made (shown once: only its hash is kept). */
  requestPage: (c: Context, leadId: number, fresh: FreshQuoteLink) => Promise<Response>;
}

const noSuchRequest = 'There is no such request.';
const leadParam = routeParam(z.object({ id: z.string().transform(parseLeadId).pipe(z.number()) }), noSuchRequest);

const quotePage = (id: number) => `/inbox/leads/${id}/quote`;
/** Back to the request's page, on the confirmation beside the quote (lead-view.ts's anchor). */
const backToQuote = (id: number, saved: string) => `/inbox/leads/${id}?saved=${saved}#saved`;

const lineKeys = fieldReads(quoteLineFields(0));
const quoteKeys = fieldReads(quoteFields);

/** A posted quote form as typed: the lines in order (each posts its id), the quote's fields, the ticked photos. */
export function postedQuote(body: FormBody): QuoteFormValues {
  const lines = [];
  // One past the limit is read, so a form with too many lines is refused in words rather than cut short.
  for (let index = 0; index <= quoteDocumentLimits.lines && typeof body[`line-${index}-id`] === 'string'; index += 1) {
    lines.push({
      id: body[`line-${index}-id`] as string,
      ...readFields(body, lineKeys, (key) => `line-${index}-${key}`),
    });
  }
  const photos = body.photo;
  return {
    lines,
    ...readFields(body, quoteKeys),
    photoIds: (Array.isArray(photos) ? photos : [photos]).filter((id): id is string => typeof id === 'string'),
  };
}

const followUpsForm = z.object({
  remindersOn: z
    .unknown()
    .optional()
    .transform((value) => value === 'on'),
  firstReminderDays: z.coerce.number({
    error: 'Write the first reminder as a whole number of days.',
  }),
  lastReminderDays: z.coerce.number({
    error: 'Write the last reminder as a whole number of days.',
  }),
  callTodayDays: z.coerce.number({
    error: 'Write "Call today" as a whole number of days.',
  }),
});

/**
 * The owner's side of the written quote, mounted on /inbox behind the session guard and the
 * same-origin check: the form at /inbox/leads/<id>/quote and what it posts, the actions on the
 * request's page (a new link, the deposit, this quote's reminders), the signed PDF, and the
 * follow-up settings on the Alerts page. Every change goes through the quote store, which
 * records who and when.
 */
export function quoteOwnerRoutes(deps: QuoteOwnerDeps): Hono<Env> {
  const { quotes } = deps;
  const routes = new Hono<Env>();
  const actor = (c: Context) => c.get('signedIn').owner.email;

  const formPage = (c: Context, lead: LeadDetail, extra: Pick<Parameters<typeof quoteFormView>[0], 'sent' | 'saved'> = {}) =>
    deps.render(
      c,
      {
        quoteForm: quoteFormView({
          lead,
          record: quotes.forLead(lead.id),
          start: quotes.draftFor(lead.id),
          prices: priceChoices(deps.prices()),
          settings: quotes.settings(),
          smtp: quotes.emails,
          ...extra,
        }),
      },
      quotePage(lead.id),
    );

  /** The request's page with the link just made: shown this once, as only its hash is kept. */
  const linkShown = (c: Context, lead: LeadDetail, token: string, madeBy: Parameters<typeof freshLink>[1]['madeBy']) =>
    deps.requestPage(c, lead.id, freshLink(token, { lead, siteOrigin: deps.siteOrigin, businessName: deps.facts().name, madeBy, smtp: quotes.emails }));

  routes.get('/leads/:id/quote', leadParam, (c) => {
    const { id } = c.req.valid('param');
    const lead = deps.lead(id);
    // The page answers 404 when it is given no form.
    if (!lead) return deps.render(c, {}, quotePage(id));
    return formPage(c, lead, { saved: c.req.query('saved') === 'draft' });
  });

  routes.post('/leads/:id/quote', leadParam, readableForm, async (c) => {
    const lead = deps.lead(c.req.valid('param').id);
    if (!lead) return c.text(noSuchRequest, 404);
    const body = (await c.req.parseBody({ all: true }).catch(() => null)) as FormBody | null;
    if (!body) return c.text(unreadableForm, 400);
    const record = quotes.forLead(lead.id);
    if (record?.locked) return c.text('The customer approved this quote, so it cannot be changed or sent again. The signed version stays as it is.', 409);
    const values = postedQuote(body);
    const action = typeof body.action === 'string' ? body.action : '';
    const back = (sent: { notice?: string; problem?: string; errors?: Record<string, string>; status?: number }) =>
      formPage(c, lead, { sent: { values, status: 200, ...sent } });

    const edit = editQuoteLines(action, values, typeof body.pick === 'string' ? body.pick : '', deps.prices());
    if (edit) return back(edit);
    if (action !== 'save' && action !== 'send') return c.text('Press "Save draft" or "Send quote".', 400);

    const read = readQuoteForm(values, {
      now: new Date(),
      requestPhotoIds: lead.photos.map((photo) => photo.id),
    });
    if (!read.ok) return back({ errors: read.errors, status: 422 });
    if (action === 'send' && !read.input.lines.some((line) => !line.optional)) {
      return back({
        errors: {
          'line-0-description': 'Add at least one line the customer does not choose: a quote needs a price to approve.',
        },
        status: 422,
      });
    }
    const saved = quotes.saveDraft(lead.id, read.input, actor(c));
    if (isQuoteRefusal(saved)) return back({ problem: `Not saved: ${saved.message}`, status: 422 });
    if (action === 'save') return c.redirect(`${quotePage(lead.id)}?saved=draft#saved`, 303);

    const sent = quotes.send(lead.id, actor(c));
    if (isQuoteRefusal(sent))
      return back({
        problem: `Your draft is saved, but it was not sent: ${sent.message}`,
        status: 409,
      });
    deps.onChange();
    return linkShown(c, lead, sent.token, { kind: 'sent', version: sent.version });
  });

  // Only the hash of a link is kept, so a lost one is never shown again: the owner makes another. Older links keep working.
  routes.post('/leads/:id/quote/link', leadParam, (c) => {
    const lead = deps.lead(c.req.valid('param').id);
    if (!lead) return c.text(noSuchRequest, 404);
    const token = quotes.newLink(lead.id);
    if (isQuoteRefusal(token)) return c.text(token.message, 409);
    return linkShown(c, lead, token, { kind: 'new-link' });
  });

  routes.post('/leads/:id/quote/deposit', leadParam, (c) => {
    const { id } = c.req.valid('param');
    if (!deps.lead(id)) return c.text(noSuchRequest, 404);
    const marked = quotes.markDepositReceived(id, actor(c));
    if (isQuoteRefusal(marked)) return c.text(marked.message, 409);
    return c.redirect(backToQuote(id, 'deposit'), 303);
  });

  routes.post(
    '/leads/:id/quote/reminders',
    leadParam,
    readableForm,
    formFields(
      z.object({
        reminders: z.enum(['on', 'off'], {
          error: 'Say whether reminders are on or off.',
        }),
      }),
    ),
    (c) => {
      const { id } = c.req.valid('param');
      if (!deps.lead(id)) return c.text(noSuchRequest, 404);
      const on = c.req.valid('form').reminders === 'on';
      if (!quotes.setReminders(id, on)) return c.text('This request has no quote.', 404);
      deps.onChange();
      return c.redirect(backToQuote(id, on ? 'reminders-on' : 'reminders-off'), 303);
    },
  );

  routes.get('/leads/:id/quote.pdf', leadParam, (c) => {
    const { id } = c.req.valid('param');
    const pdf = deps.lead(id) ? quotes.pdfForLead(id) : undefined;
    const version = quotes.forLead(id)?.signature?.version;
    if (!pdf || version === undefined) return c.text('This request has no signed quote.', 404);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${signedPdfName(id, version)}"`,
    });
  });

  routes.post('/alerts/quote-follow-ups', readableForm, formFields(followUpsForm), (c) => {
    const saved = quotes.saveSettings(c.req.valid('form'));
    if (isQuoteRefusal(saved)) return c.text(saved.message, 400);
    deps.onChange();
    return c.redirect('/inbox/alerts?saved=follow-ups', 303);
  });

  return routes;
}
