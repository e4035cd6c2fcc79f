import { maxSearchLength, type LeadFilter } from '../../lib/inbox-query.ts';
import { leadStatuses } from '../../lib/lead-status.ts';
import { ServiceOptions } from '../ui/ServiceOptions.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';
import { buttonClass } from '../ui/Button.tsx';

/** A plain GET form: filtering and search work without script, and the URL can be bookmarked. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  const active = Boolean(filter.q || filter.status || filter.service);
  return (
    <form method="get" action="/inbox" role="search" aria-label="Requests" className="rounded-card border border-line bg-white p-4 shadow-card">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <FormField id="q" label="Search" hint="Name, phone, e-mail, address or message" className="col-span-2 md:col-span-1">
          {(describedBy) => (
            <input id="q" name="q" type="search" defaultValue={filter.q ?? ''} maxLength={maxSearchLength} aria-describedby={describedBy} className={controlClass(false)} />
          )}
        </FormField>
        <FormField id="status" label="Status">
          {() => (
            <select id="status" name="status" defaultValue={filter.status ?? ''} className={controlClass(false)}>
              <option value="">All</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="service" label="Service">
          {() => (
            <select id="service" name="service" defaultValue={filter.service ?? ''} className={controlClass(false)}>
              <ServiceOptions emptyLabel="All" />
            </select>
          )}
        </FormField>
        <div className="col-span-2 flex items-center gap-4 md:col-span-1">
          <button type="submit" className={buttonClass('action', 'grow cursor-pointer md:grow-0')}>
            Show
          </button>
          {active ? (
            <a href="/inbox" className="flex min-h-11 items-center font-bold">
              Clear
            </a>
          ) : null}
        </div>
      </div>
    </form>
  );
}
