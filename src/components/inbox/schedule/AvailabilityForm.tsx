import { buttonClass } from '../../ui/Button.tsx';
import { controlClass, FormField } from '../../ui/FormField.tsx';
import type { DayOffCheck, ScheduleView } from '../../../lib/schedule-view.ts';
import { SavedSection } from '../SavedNotice.tsx';

const control = `mt-1 ${controlClass(false)}`;

function Switch({ name, label, hint, checked }: { name: string; label: string; hint: string; checked: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-describedby={`${name}-hint`}
        className="mt-1 size-6 shrink-0 accent-brand"
      />
      <div>
        <label htmlFor={name} className="font-bold">
          {label}
        </label>
        <p id={`${name}-hint`} className="text-small text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

function NumberField({ name, label, hint, value, min, max }: { name: string; label: string; hint: string; value: number; min: number; max: number }) {
  return (
    <FormField id={name} label={label} hint={hint}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          defaultValue={value}
          aria-describedby={describedBy}
          className={controlClass(false)}
        />
      )}
    </FormField>
  );
}

/** The booking rules set by a number, in the form's order, with the bounds the server accepts. */
const numberRules = [
  {
    name: 'capacity',
    label: 'Visits per window',
    hint: 'How many visits one window takes.',
    min: 1,
    max: 20,
  },
  {
    name: 'noticeDays',
    label: 'Minimum notice (business days)',
    hint: '1: from the next business day. 0: later today.',
    min: 0,
    max: 30,
  },
  {
    name: 'horizonDays',
    label: 'Book up to (days ahead)',
    hint: 'How far ahead customers may book.',
    min: 1,
    max: 180,
  },
  {
    name: 'changeCutoffHours',
    label: 'Customer changes until (hours before)',
    hint: "After that, the visit's page shows your phone number.",
    min: 0,
    max: 168,
  },
] as const;

/** The weekly arrival windows and booking rules, in Charlotte time; one plain form. */
export function AvailabilityForm({ view }: { view: ScheduleView }) {
  const { settings } = view;
  return (
    <form method="post" action="/inbox/schedule/settings" className="space-y-5">
      <Switch name="online" label="Customers can book online" hint="Off: the site says we'll call to set a time." checked={settings.online} />
      <fieldset>
        <legend className="font-bold">Arrival windows (Charlotte time)</legend>
        <p id="windows-hint" className="text-small text-muted">
          Like "8–10 AM, 10 AM–12 PM, 1–3 PM". Leave a day empty when you take no visits.
        </p>
        <div className="mt-2 space-y-2">
          {view.weekly.map((day) => (
            <div key={day.index} className="grid items-center gap-x-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
              <label htmlFor={`weekday-${day.index}`} className="font-semibold">
                {day.name}
              </label>
              {/* Four windows do not fit one line beside the day's name: the box grows to show them all. */}
              <textarea
                id={`weekday-${day.index}`}
                name={`weekday-${day.index}`}
                rows={2}
                defaultValue={day.text}
                aria-describedby="windows-hint"
                className={control}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberRules.map((rule) => (
          <NumberField key={rule.name} {...rule} value={settings[rule.name]} />
        ))}
      </div>
      <Switch
        name="closedOnHolidays"
        label="Closed on public holidays"
        hint={`No visits on federal holidays and the day after Thanksgiving. Next: ${view.nextHolidays}.`}
        checked={settings.closedOnHolidays}
      />
      <Switch
        name="morningSummary"
        label="Morning summary at 7 AM"
        hint="An alert on your phone listing the day's visits."
        checked={settings.morningSummary}
      />
      <button type="submit" className={buttonClass('action', 'w-full cursor-pointer sm:w-auto')}>
        Save availability
      </button>
    </form>
  );
}

/** Days off: single dates and ranges, e.g. Dec 24 to Jan 1. */
export function DaysOffForm({ view }: { view: ScheduleView }) {
  return (
    <>
      {view.daysOff.length ? (
        <ul className="divide-y divide-line border-y border-line">
          {view.daysOff.map((off) => (
            <li key={off.id} className="flex items-center justify-between gap-3 py-2">
              <span className="font-semibold">{off.label}</span>
              <form method="post" action={`/inbox/schedule/days-off/${off.id}/remove`}>
                <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4')}>
                  Remove<span className="sr-only"> {off.label}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No days off ahead.</p>
      )}
      <form method="post" action="/inbox/schedule/days-off" className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="off-first" className="block font-bold">
            First day off
          </label>
          <input id="off-first" name="first" type="date" required className={control} />
        </div>
        <div>
          <label htmlFor="off-last" className="block font-bold">
            Last day (for a range)
          </label>
          <input id="off-last" name="last" type="date" className={control} />
        </div>
        <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4 sm:col-span-2 sm:justify-self-start')}>
          Add days off
        </button>
      </form>
    </>
  );
}

/**
 * The secret address calendar apps subscribe to, shown whole (it breaks anywhere on a phone)
 * and selectable; "Copy" appears where script can write the clipboard. The button that replaces it.
 */
export function CalendarLink({ url }: { url: string }) {
  return (
    <>
      <p>
        Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see every visit of the last 30 and next 60 days, with address and
        phone.
      </p>
      <h3 className="mt-3 text-base font-bold">Address to subscribe to</h3>
      <p id="feed-url" className="mt-1 rounded-lg border-2 border-line bg-surface-alt p-3 font-mono text-small break-all select-all">
        {url}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" hidden data-copy="feed-url" data-copied="Copied. Paste it into your calendar app." className={buttonClass('action', 'cursor-pointer px-4')}>
          Copy the address
        </button>
        <p id="feed-url-status" role="status" className="text-small font-semibold text-success"></p>
      </div>
      <p className="mt-1 text-small text-muted">Anyone with this link sees your visits. If it leaked, make a new one: the old one stops working.</p>
      <form method="post" action="/inbox/schedule/feed/renew" className="mt-3">
        <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4')}>
          Make a new link
        </button>
      </form>
    </>
  );
}

/**
 * Days off asked for over booked visits: a day off only stops new bookings, so the visits
 * already there are named and the owner confirms (a second plain post) or goes back. It is
 * the page's answer to the form, so it comes first and takes focus, without script.
 */
export function DayOffConfirm({ check }: { check: DayOffCheck }) {
  const count = check.visits.length === 1 ? '1 booked visit' : `${check.visits.length} booked visits`;
  return (
    <SavedSection titleId="day-off-check-title" className="mb-6 rounded-card border border-line border-l-8 border-l-action bg-white p-4 shadow-card sm:p-6">
      <h2 id="day-off-check-title" className="text-xl">
        {`${check.label}: ${count} on ${check.visits.length === 1 ? 'that day' : 'those days'}`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {check.visits.map((visit) => (
          <li key={visit.id}>
            <a href={`/inbox/leads/${visit.leadId}`}>{visit.label}</a>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        {check.visits.length === 1
          ? 'A day off stops new bookings only. This visit stays booked until you move or cancel it under Upcoming visits.'
          : 'A day off stops new bookings only. These visits stay booked until you move or cancel each one under Upcoming visits.'}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <form method="post" action="/inbox/schedule/days-off">
          <input type="hidden" name="first" value={check.first} />
          <input type="hidden" name="last" value={check.last} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className={buttonClass('action', 'cursor-pointer px-4')}>
            Add the days off anyway
          </button>
        </form>
        <a href="/inbox/schedule#days-off" className="flex min-h-11 items-center font-bold">
          Don't add them
        </a>
      </div>
    </SavedSection>
  );
}
