import { Fragment } from 'react';
import { formatCount, formatRate } from '../../lib/insights-format.ts';
import { insightsHref, type InsightsQuery, type PageSort } from '../../lib/insights-query.ts';
import type { PageInsight } from '../../../server/insights/report.ts';

interface PageTableProps {
  pages: readonly PageInsight[];
  query: InsightsQuery;
}

const columns: { sort: PageSort; label: string; value: (page: PageInsight) => string }[] = [
  { sort: 'views', label: 'Views', value: (page) => formatCount(page.views) },
  { sort: 'calls', label: 'Calls', value: (page) => formatCount(page.calls) },
  { sort: 'messages', label: 'Texts & e-mails', value: (page) => formatCount(page.texts + page.emails) },
  { sort: 'requests', label: 'Quote requests', value: (page) => formatCount(page.requests) },
  { sort: 'rate', label: 'Conversion', value: (page) => formatRate(page.rate) },
];

/**
 * Every page with a view or a contact in the period. Each heading is a link that sorts by it
 * (pages A to Z, numbers largest first), so sorting works without JavaScript.
 */
export function PageTable({ pages, query }: PageTableProps) {
  if (pages.length === 0) return <p className="text-muted">No page views or contacts in this period yet.</p>;
  const heading = (sort: PageSort, label: string, align: string) => {
    const current = query.sort === sort;
    return (
      <th scope="col" aria-sort={current ? (sort === 'page' ? 'ascending' : 'descending') : undefined} className={`px-2 py-2 align-bottom sm:px-3 ${align}`}>
        <a href={insightsHref({ ...query, sort })} className={`inline-flex min-h-11 items-center gap-1 ${current ? 'text-ink no-underline' : ''}`}>
          {label}
          {current ? <span aria-hidden="true">{sort === 'page' ? '▲' : '▼'}</span> : null}
        </a>
      </th>
    );
  };
  return (
    <div role="region" aria-label="Per-page table" tabIndex={0} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b-2 border-ink">
            {heading('page', 'Page', 'text-left')}
            {columns.map((column) => heading(column.sort, column.label, 'text-right'))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path} className="border-b border-line">
              <th scope="row" className="min-w-32 px-2 py-2 font-semibold sm:px-3">
                {/* A long path may break after a slash, never inside a word. */}
                {page.path.split(/(?<=\/)/).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <wbr /> : null}
                    {part}
                  </Fragment>
                ))}
              </th>
              {columns.map((column) => (
                <td key={column.sort} className="px-2 py-2 text-right tabular-nums sm:px-3">
                  {column.value(page)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
