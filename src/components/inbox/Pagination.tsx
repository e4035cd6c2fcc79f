import { inboxQueryString, type LeadFilter } from '../../lib/inbox-query.ts';
import { buttonClass } from '../ui/Button.tsx';

interface PaginationProps {
  filter: LeadFilter;
  page: number;
  pageCount: number;
}

/** Newer and older pages of the same filter. */
export function Pagination({ filter, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (to: number, label: string, rel: 'prev' | 'next') => (
    <a href={`/inbox${inboxQueryString(filter, to)}`} rel={rel} className={buttonClass('secondary', 'px-4')}>
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? link(page - 1, 'Newer', 'prev') : <span />}
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? link(page + 1, 'Older', 'next') : <span />}
    </nav>
  );
}
