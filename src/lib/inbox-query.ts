import { isLeadStatus, type LeadStatus } from './lead-status.ts';
import { isServiceSlug, type ServiceSlug } from './quote-fields.ts';

/** Which requests the owner is looking at: the list, its pages and the CSV export share it. */
export interface LeadFilter {
  status?: LeadStatus;
  service?: ServiceSlug;
  q?: string;
}

export interface InboxQuery {
  filter: LeadFilter;
  /** 1-based; the list clamps it to the last page once it knows how many there are. */
  page: number;
}

/** Nobody types 100 characters to find a request; longer text is cut, not refused. */
export const maxSearchLength = 100;

/**
 * Reads the list's query string. Anything unknown is ignored rather than refused, so an old
 * bookmark or a hand-edited link still shows a sensible list: an unknown status or service
 * means all, a page that is not a plain positive number means the first.
 */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const status = params.get('status');
  const service = params.get('service');
  const q = (params.get('q') ?? '').slice(0, maxSearchLength).trim();
  const page = params.get('page') ?? '';
  return {
    filter: {
      ...(isLeadStatus(status) ? { status } : {}),
      ...(isServiceSlug(service) ? { service } : {}),
      ...(q ? { q } : {}),
    },
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The query string that reproduces a filter (and page), '' for the whole first page. */
export function inboxQueryString(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
