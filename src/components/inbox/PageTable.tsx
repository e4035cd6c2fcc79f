import { formatNumber } from '../../lib/format-number.ts';
import { formatRate } from '../../lib/insights-format.ts';
import { insightsHref, type InsightsQuery, type PageSort } from '../../lib/insights-query.ts';
import { Breakable } from '../ui/Breakable.tsx';
import type { PageInsight } from '../../lib/insights-view.ts';

interface PageTableProps {
  pages: readonly PageInsight[];
  query: InsightsQuery;
  /** The page's name for its path (src/lib/page-names.ts). */
  pageName: (path: string) => string;
}

const columns: { sort: PageSort; label: string; value: (page: PageInsight) => string }[] = [
  { sort: 'views', label: 'Views', value: (page) => formatNumber(page.views) },
  { sort: 'calls', label: 'Calls', value: (page) => formatNumber(page.calls) },
  { sort: 'messages', label: 'Texts & e-mails', value: (page) => formatNumber(page.texts + page.emails) },
  { sort: 'requests', label: 'Quote requests', value: (page) => formatNumber(page.requests) },
  { sort: 'rate', label: 'Conversion', value: (page) => formatRate(page.rate) },
];

/*
 * Below sm the same table is restyled, not duplicated: the heading row becomes a row of sort
 * links, and each page a block with its name on one line and its five figures, each with its
 * column's name, in two columns. Changing the display of table parts makes Chromium drop their
 * table semantics, hence the explicit roles. The cells' labels are CSS content with empty
 * alternative text, since a screen reader already announces the column heading.
 */
const phone = {
  block: 'max-sm:block',
  sortRow: "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-2 max-sm:border-0 max-sm:pb-2 max-sm:before:font-semibold max-sm:before:content-['Sort_by'_/_'']",
  sortHeading: 'max-sm:block max-sm:p-0',
  sortLink: 'max-sm:rounded-full max-sm:border-2 max-sm:px-3 max-sm:text-small max-sm:font-bold max-sm:no-underline',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-6 max-sm:py-2',
  path: 'max-sm:col-span-full max-sm:p-0 max-sm:pb-1',
  figure: "max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-2 max-sm:p-0 max-sm:before:text-small max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']",
};

/**
 * Every page with a view or a contact in the period. Each heading is a link that sorts by it
 * (pages A to Z, numbers largest first), so sorting works without JavaScript.
 */
export function PageTable({ pages, query, pageName }: PageTableProps) {
  if (pages.length === 0) return <p className="text-muted">No page views or contacts in this period yet.</p>;
  const heading = (sort: PageSort, label: string, align: string) => {
    const current = query.sort === sort;
    return (
      <th
        key={sort}
        role="columnheader"
        scope="col"
        aria-sort={current ? (sort === 'page' ? 'ascending' : 'descending') : undefined}
        className={`px-2 py-2 align-bottom sm:px-3 ${align} ${phone.sortHeading}`}
      >
        <a
          href={insightsHref({ ...query, sort })}
          className={`inline-flex min-h-11 items-center gap-1 ${phone.sortLink} ${
            current ? 'text-ink no-underline max-sm:border-brand max-sm:bg-brand max-sm:text-white' : 'max-sm:border-line max-sm:bg-white'
          }`}
        >
          {label}
          {current ? <span aria-hidden="true">{sort === 'page' ? '▲' : '▼'}</span> : null}
        </a>
      </th>
    );
  };
  return (
    <div role="region" aria-label="Per-page table" tabIndex={0} className="sm:overflow-x-auto">
      <table role="table" className={`w-full border-collapse text-left ${phone.block}`}>
        <thead role="rowgroup" className={phone.block}>
          <tr role="row" className={`border-b-2 border-ink ${phone.sortRow}`}>
            {heading('page', 'Page', 'text-left')}
            {columns.map((column) => heading(column.sort, column.label, 'text-right'))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={phone.block}>
          {pages.map((page) => (
            <tr key={page.path} role="row" className={`border-b border-line ${phone.row}`}>
              <th role="rowheader" scope="row" className={`min-w-32 px-2 py-2 font-semibold sm:px-3 ${phone.path}`}>
                {pageName(page.path)}
                {pageName(page.path) === page.path ? null : <Breakable text={page.path} className="block text-small font-normal text-muted" />}
              </th>
              {columns.map((column) => (
                <td key={column.sort} role="cell" data-label={column.label} className={`px-2 py-2 text-right tabular-nums sm:px-3 ${phone.figure}`}>
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
