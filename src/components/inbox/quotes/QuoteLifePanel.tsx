import { formatBusinessTime, formatCalendarDay } from '../../../lib/dates.ts';
import type { QuoteEvent, QuoteState } from '../../../lib/quote-document-view.ts';
import type { FreshQuoteLink, QuoteLife } from '../../../lib/quote-owner-view.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { SavedNotice, SavedSection } from '../SavedNotice.tsx';

const states: Record<QuoteState, string> = {
  draft: 'Draft, not sent yet',
  sent: 'Sent, waiting for an answer',
  'changes-requested': 'The customer asked for changes',
  approved: 'Approved and signed',
  declined: 'Declined',
  expired: 'Expired without an answer',
};

/** Who did it: the customer, the server on its own, or the owner by e-mail address. */
const who = (actor: string) => (actor === 'customer' ? 'the customer' : actor === 'system' ? 'sent automatically' : actor);

function describe(event: QuoteEvent): string {
  const version = event.version ? ` (version ${event.version})` : '';
  switch (event.kind) {
    case 'sent':
      return `Version ${event.version ?? ''} sent`;
    case 'opened':
      return `Opened by the customer${version}`;
    case 'changes-requested':
      return `Changes requested${version}${event.message ? `: “${event.message}”` : ''}`;
    case 'approved':
      return `Approved${version}`;
    case 'declined':
      return `Declined${version}${event.message ? `: “${event.message}”` : ''}`;
    case 'deposit-received':
      return 'Deposit marked received';
    case 'reminder-sent':
      return event.reminder === 'last-reminder' ? 'Last reminder e-mailed to the customer' : 'Reminder e-mailed to the customer';
    case 'call-today-alert':
      return '"Call today" alert sent to you';
  }
}

/** The quote's life, newest first, with when and who. */
function QuoteEvents({ events }: { events: readonly QuoteEvent[] }) {
  if (events.length === 0) return null;
  return (
    <ol className="mt-4 divide-y divide-line border-y border-line" aria-label="The quote's history">
      {events.map((event, index) => (
        <li key={index} className="py-3">
          <p className="font-bold break-words">{describe(event)}</p>
          <p className="text-small break-words text-muted">
            <time dateTime={event.at}>{formatBusinessTime(event.at)}</time> · {who(event.actor)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The link just made, shown once (only its hash is kept): whole and selectable, "Text the link"
 * opens a text to the customer, and "Copy the link" appears where script can write the clipboard.
 * It is the answer to the post, so it takes focus.
 */
function FreshLink({ fresh }: { fresh: FreshQuoteLink }) {
  const heading = fresh.madeBy.kind === 'sent' ? `Version ${fresh.madeBy.version} sent: the request is Quoted` : 'New link made';
  const email = {
    queued: 'The link is on its way to the customer by e-mail (see Notifications below).',
    'no-smtp': 'No e-mail went out: e-mail is not set up on this server. Text or copy the link to the customer.',
    'no-address': 'No e-mail went out: the request has no e-mail address. Text or copy the link to the customer.',
  };
  return (
    <SavedSection titleId="quote-link-title" className="mb-4 scroll-mt-4 rounded-card border border-line border-l-8 border-l-success bg-white p-4">
      <h3 id="quote-link-title" className="text-lg">
        {heading}
      </h3>
      {fresh.email ? <p className="mt-1">{email[fresh.email]}</p> : null}
      <p className="mt-3 font-bold">The customer's link</p>
      <p id="quote-link" className="mt-1 rounded-lg border-2 border-line bg-surface-alt p-3 font-mono text-small break-all select-all">
        {fresh.url}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {fresh.sms ? (
          <a href={fresh.sms} className={buttonClass('action', 'px-4')}>
            <Icon name="message" size={20} />
            Text the link
          </a>
        ) : null}
        <button
          type="button"
          hidden
          data-copy="quote-link"
          data-copied="Copied. Paste it into a message to the customer."
          className={buttonClass('secondary', 'cursor-pointer px-4')}
        >
          Copy the link
        </button>
        <p id="quote-link-status" role="status" className="text-small font-semibold text-success"></p>
      </div>
      <p className="mt-2 text-small text-muted">
        {fresh.sms ? null : 'The request has no US phone number to text. '}
        This link is shown only now: we keep only a fingerprint of it. If it gets lost, make a new one; it shows the latest version too.
      </p>
    </SavedSection>
  );
}

/** After an approval: what the signature recorded (ESIGN/UETA), and the signed PDF. */
function SignatureRecord({ life }: { life: QuoteLife }) {
  const signature = life.signature!;
  const rows: [string, string][] = [
    ['Signed by', signature.fullName],
    ['Signed', `${formatBusinessTime(signature.signedAt)} (Charlotte time)`],
    ['Version', String(signature.version)],
    ['Options chosen', signature.options.length ? signature.options.join('; ') : 'None'],
    ['Total approved', signature.total],
    ['From address', signature.clientIp ?? 'Not known'],
    ['Browser', signature.userAgent ?? 'Not known'],
    ['Fingerprint of what was signed (SHA-256, printed on the PDF)', signature.contentSha256],
    ['Fingerprint of the PDF file (SHA-256)', signature.pdfSha256],
  ];
  return (
    <section aria-labelledby="signature-title" className="mt-4">
      <h3 id="signature-title" className="text-lg">
        Signature record
      </h3>
      <dl className="mt-2 divide-y divide-line border-y border-line">
        {rows.map(([term, value]) => (
          <div key={term} className="py-2 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
            <dt className="text-small font-bold text-muted">{term}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <a href={`/inbox/leads/${life.leadId}/quote.pdf`} className={buttonClass('secondary', 'mt-3 w-full sm:w-auto')}>
        <Icon name="fileText" size={20} />
        Download signed PDF
      </a>
    </section>
  );
}

/**
 * "Write a quote" is a button, as the issue names it, that opens the form: a GET form, so it works
 * without script and by keyboard as any button does.
 */
function OpenForm({ action, label, primary = false, className = '' }: { action: string; label: string; primary?: boolean; className?: string }) {
  return (
    <form method="get" action={action} className={className || undefined}>
      <button type="submit" className={buttonClass(primary ? 'action' : 'secondary', 'w-full cursor-pointer')}>
        {label}
      </button>
    </form>
  );
}

const savedMessages: Record<string, string> = {
  deposit: 'Deposit marked received.',
  'reminders-on': 'Reminders are on for this quote.',
  'reminders-off': 'Reminders are off for this quote.',
};

/** A request's written quote: where it stands, the link just made, the signature, and what to do next. */
export function QuoteLifePanel({ life, leadId, saved }: { life: QuoteLife | undefined; leadId: number; saved: string | null }) {
  const write = `/inbox/leads/${leadId}/quote`;
  if (!life) {
    return (
      <>
        <p>
          Write the price after the visit: lines from your price list, optional extras the customer can add, tax and a deposit. The customer approves and signs
          it online.
        </p>
        <OpenForm action={write} label="Write a quote" primary className="mt-4" />
      </>
    );
  }
  return (
    <>
      {life.fresh ? <FreshLink fresh={life.fresh} /> : saved && savedMessages[saved] ? <SavedNotice message={savedMessages[saved]} /> : null}
      <p className="font-bold">{states[life.state]}</p>
      {life.signature ? (
        <p className="mt-1">{`Version ${life.signature.version}, approved at ${life.signature.total}.`}</p>
      ) : life.version && life.totals ? (
        <p className="mt-1">
          {`Version ${life.version}: ${life.totals.total}`}
          {life.totals.withOptions ? `, ${life.totals.withOptions} with every option` : ''}
          {life.validUntil ? `. Valid until ${formatCalendarDay(life.validUntil)}.` : '.'}
        </p>
      ) : null}
      {life.draft ? (
        <p className="mt-1 text-small text-muted">{`Changes saved ${formatBusinessTime(life.draft.at)} by ${life.draft.by}, not sent yet.`}</p>
      ) : null}
      {life.signature ? <SignatureRecord life={life} /> : null}
      {life.deposit ? (
        <div className="mt-4">
          <p className="font-bold">{`Deposit: ${life.deposit.due}`}</p>
          {life.deposit.received ? (
            <p className="text-small text-muted">{`Received, marked ${formatBusinessTime(life.deposit.received.at)} by ${life.deposit.received.by}.`}</p>
          ) : (
            <form method="post" action={`/inbox/leads/${leadId}/quote/deposit`} className="mt-2">
              <button type="submit" className={buttonClass('action', 'w-full cursor-pointer')}>
                Mark deposit received
              </button>
            </form>
          )}
        </div>
      ) : null}
      <div className="mt-4 grid gap-2">
        {life.locked ? (
          <p className="text-small text-muted">An approved quote never changes. For more work, agree it with the customer and note it here.</p>
        ) : (
          <OpenForm action={write} label={life.version ? 'Edit the quote' : 'Write a quote'} primary={!life.version} />
        )}
        {life.version ? (
          <form method="post" action={`/inbox/leads/${leadId}/quote/link`}>
            <button type="submit" className={buttonClass('secondary', 'w-full cursor-pointer')}>
              New link
            </button>
          </form>
        ) : null}
      </div>
      {/* Reminders go only while a sent quote waits: an answer or expiry ends them, and the next version starts its own. */}
      {life.state === 'sent' ? (
        <form method="post" action={`/inbox/leads/${leadId}/quote/reminders`} className="mt-4">
          <p className="text-small">
            {!life.reminders.general
              ? 'Reminders are off for every quote (Alerts page).'
              : !life.reminders.on
                ? 'Reminders for this quote are off.'
                : life.reminders.email
                  ? 'Reminders for this quote are on: the customer gets one if the quote waits for an answer.'
                  : 'Reminders for this quote are on, but none goes out: they need e-mail, which is not set up on this server. The "Call today" alert still comes.'}
          </p>
          <input type="hidden" name="reminders" value={life.reminders.on ? 'off' : 'on'} />
          <button type="submit" className={buttonClass('secondary', 'mt-2 w-full cursor-pointer')}>
            {life.reminders.on ? 'Stop reminders for this quote' : 'Send reminders for this quote'}
          </button>
        </form>
      ) : null}
      <QuoteEvents events={life.events} />
    </>
  );
}
