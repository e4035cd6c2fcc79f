import { buttonClass } from '../../ui/Button.tsx';
import { controlClass } from '../../ui/FormField.tsx';
import type { OwnerVisit, ScheduleView } from '../../../lib/schedule-view.ts';

const control = controlClass(false);
const statusNames = {
  booked: 'Booked',
  done: 'Done',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
} as const;

function VisitItem({ visit, moveTo }: { visit: OwnerVisit; moveTo: ScheduleView['moveTo'] }) {
  const base = `/inbox/schedule/visits/${visit.id}`;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="text-lg font-bold">
          {visit.window} ·{' '}
          <a href={`/inbox/leads/${visit.leadId}`} className="underline underline-offset-2">
            {visit.name}
          </a>
          {visit.town ? `, ${visit.town}` : ''}
        </p>
        <p className={visit.status === 'booked' ? 'font-semibold text-success' : 'font-semibold text-muted'}>{statusNames[visit.status]}</p>
      </div>
      <p className="break-words">
        {visit.maps ? (
          <a href={visit.maps} className="underline underline-offset-2" rel="noreferrer">
            {visit.address}
          </a>
        ) : (
          <span className="text-muted">No address given</span>
        )}
      </p>
      <p className="text-muted">{visit.serviceLabel}</p>
      {visit.call && visit.text ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <a href={visit.call} className={buttonClass('secondary', 'px-4')}>
            Call {visit.phone}
          </a>
          <a href={visit.text} className={buttonClass('secondary', 'px-4')}>
            Text
          </a>
        </div>
      ) : (
        <p>{visit.phone}</p>
      )}
      {visit.status === 'booked' ? (
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-2">
            Move, cancel or mark
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <form method="post" action={`${base}/move`}>
              <label htmlFor={`move-${visit.id}`} className="block font-bold">
                Move to
              </label>
              <select id={`move-${visit.id}`} name="slot" required className={control}>
                <option value="">Pick a window</option>
                {moveTo.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slot.label}
                  </option>
                ))}
              </select>
              <label htmlFor={`move-reason-${visit.id}`} className="mt-2 block font-bold">
                Reason (the customer sees it)
              </label>
              <input id={`move-reason-${visit.id}`} name="reason" maxLength={500} className={control} />
              <button type="submit" className={buttonClass('secondary', 'mt-2 cursor-pointer px-4')}>
                Move visit
              </button>
            </form>
            <form method="post" action={`${base}/cancel`}>
              <label htmlFor={`reason-${visit.id}`} className="block font-bold">
                Reason (the customer sees it)
              </label>
              <input id={`reason-${visit.id}`} name="reason" required maxLength={500} className={control} />
              <button type="submit" className={buttonClass('secondary', 'mt-2 cursor-pointer px-4')}>
                Cancel visit
              </button>
            </form>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <form method="post" action={`${base}/done`}>
                <button type="submit" className={buttonClass('action', 'cursor-pointer px-4')}>
                  Done
                </button>
              </form>
              <form method="post" action={`${base}/no-show`}>
                <button type="submit" className={buttonClass('secondary', 'cursor-pointer px-4')}>
                  No-show
                </button>
              </form>
            </div>
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** Upcoming visits by day; React escapes every name and address as text. */
export function VisitList({ view }: { view: ScheduleView }) {
  if (view.days.length === 0) return <p className="text-muted">No visits booked in the next 60 days.</p>;
  return (
    <div className="space-y-6">
      {view.days.map((day) => (
        <section key={day.day} aria-label={day.label}>
          <h3 className="text-xl">{day.label}</h3>
          <ol className="divide-y divide-line border-y border-line">
            {day.visits.map((visit) => (
              <VisitItem key={visit.id} visit={visit} moveTo={view.moveTo} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
