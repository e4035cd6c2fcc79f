import { formatNumber } from '../../lib/format-number.ts';
import { formatDay } from '../../lib/insights-format.ts';
import { contactKeys, ContactsBars, contactSeries, type ChartFrame } from './ContactsBars.tsx';
import type { SeriesPoint } from '../../lib/insights-view.ts';

interface ContactsChartProps {
  series: readonly SeriesPoint[];
  bucket: 'day' | 'week';
}

/** Each drawn near the width it shows at, so its labels read at about 12 to 16 CSS px. */
const phoneFrame: ChartFrame = { width: 320, height: 240, dates: 4 };
const wideFrame: ChartFrame = { width: 600, height: 280, dates: 6 };

/**
 * Quote requests and calls per day or week as grouped bars, in a phone-sized and a wide drawing
 * of which CSS shows one (so only one is in the accessibility tree). The same numbers follow in
 * a table for screen readers and for anyone who wants them exact.
 */
export function ContactsChart({ series: points, bucket }: ContactsChartProps) {
  const data = points.map((point) => ({ start: point.start, requests: point.requests, calls: point.calls }));
  const per = bucket === 'day' ? 'day' : 'week';
  const totals = { requests: data.reduce((sum, point) => sum + point.requests, 0), calls: data.reduce((sum, point) => sum + point.calls, 0) };
  const title = `Quote requests and calls started per ${per}, ${formatDay(data[0]!.start)} to today: ${formatNumber(totals.requests)} quote requests and ${formatNumber(totals.calls)} calls in all. The table below gives each ${per}.`;
  return (
    <div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-small" aria-hidden="true">
        {contactKeys.map((key) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`size-3 rounded-sm ${contactSeries[key].swatch}`} />
            {contactSeries[key].label}
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <ContactsBars points={data} frame={phoneFrame} id="contacts-chart-phone" title={title} className="block max-w-sm sm:hidden" />
        <ContactsBars points={data} frame={wideFrame} id="contacts-chart-wide" title={title} className="hidden max-w-2xl sm:block" />
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">Show these numbers as a table</summary>
        <table className="mt-2 w-full max-w-md border-collapse text-left tabular-nums">
          <thead>
            <tr className="border-b-2 border-ink">
              <th scope="col" className="py-1 pr-3">
                {bucket === 'day' ? 'Day' : 'Week of'}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Quote requests
              </th>
              <th scope="col" className="py-1 text-right">
                Calls started
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.start} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDay(point.start)}
                </th>
                <td className="py-1 pr-3 text-right">{formatNumber(point.requests)}</td>
                <td className="py-1 text-right">{formatNumber(point.calls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
