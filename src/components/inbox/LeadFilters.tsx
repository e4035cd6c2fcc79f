import { maxSearchLength, type LeadFilter } from '../../lib/inbox-query.ts';
import { leadStatuses, type LeadStatus } from '../../lib/lead-status.ts';
import { serviceLabel } from '../../lib/quote-fields.ts';
import { ServiceOptions } from '../ui/ServiceOptions.tsx';
import { controlClass, FormField } from '../ui/FormField.tsx';
import { buttonClass } from '../ui/Button.tsx';
import { StatusTabs } from './StatusTabs.tsx';

interface LeadFiltersProps {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
}

/** 'New · Concrete Leveling · "smith"': the filter in force, in the closed control's own words. */
function describeFilter(filter: LeadFilter): string {
  return [filter.status, filter.service ? serviceLabel(filter.service) : undefined, filter.q ? `“${filter.q}”` : undefined].filter(Boolean).join(' · ');
}

/**
 * Search, service and status behind one "Filter" control, so on a phone the first request is on
 * the first screen; it stands open while a filter is in force, so what narrows the list shows.
 * A <details> and a plain GET form: it works without script, and the URL can be bookmarked.
 */
export function LeadFilters({ filter, counts }: LeadFiltersProps) {
  const active = Boolean(filter.q || filter.status || filter.service);
  return (
    <details open={active} className="group rounded-card border border-line bg-white shadow-card">
      <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center gap-x-2 px-4 py-2 font-bold text-brand [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        {active ? 'Filter and search:' : 'Filter and search'}
        {active ? <span className="min-w-0 font-semibold break-words text-ink">{describeFilter(filter)}</span> : null}
      </summary>
      <div className="border-t border-line p-4">
        <form method="get" action="/inbox" role="search" aria-label="Requests">
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
        <StatusTabs filter={filter} counts={counts} />
      </div>
    </details>
  );
}
