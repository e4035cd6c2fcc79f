import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { formatCount, formatDay } from '../../lib/insights-format.ts';
import type { SeriesPoint } from '../../../server/insights/report.ts';

interface ContactsChartProps {
  series: readonly SeriesPoint[];
  bucket: 'day' | 'week';
}

const keys = ['requests', 'calls'] as const;
const series = {
  requests: { label: 'Quote requests', fill: 'fill-action', swatch: 'bg-action' },
  calls: { label: 'Calls started', fill: 'fill-brand', swatch: 'bg-brand' },
} as const;

const width = 420;
const height = 220;
const margin = { top: 12, right: 4, bottom: 28, left: 34 };

/**
 * Quote requests and calls per day or week as grouped bars, drawn by visx into plain SVG on
 * the server (no script in the browser). The same numbers follow in a table for screen
 * readers and for anyone who wants them exact.
 */
export function ContactsChart({ series: points, bucket }: ContactsChartProps) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const data = points.map((point) => ({ start: point.start, requests: point.requests, calls: point.calls }));
  const x0 = scaleBand({ domain: data.map((point) => point.start), range: [0, innerWidth], padding: 0.25 });
  const x1 = scaleBand({ domain: [...keys], range: [0, x0.bandwidth()], padding: 0.1 });
  const highest = Math.max(4, ...data.flatMap((point) => [point.requests, point.calls]));
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(data.length / 5);
  const per = bucket === 'day' ? 'day' : 'week';
  const totals = { requests: data.reduce((sum, point) => sum + point.requests, 0), calls: data.reduce((sum, point) => sum + point.calls, 0) };
  return (
    <div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-small" aria-hidden="true">
        {keys.map((key) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`size-3 rounded-sm ${series[key].swatch}`} />
            {series[key].label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="contacts-chart-title"
        className="mt-2 h-auto w-full max-w-2xl text-muted"
      >
        <title id="contacts-chart-title">
          {`Quote requests and calls started per ${per}, ${formatDay(data[0]!.start)} to today: ${formatCount(totals.requests)} quote requests and ${formatCount(totals.calls)} calls in all. The table below gives each ${per}.`}
        </title>
        <Group left={margin.left} top={margin.top}>
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke="currentColor"
            tickStroke="currentColor"
            tickFormat={(value) => formatCount(Number(value))}
            tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'end', dx: -2, dy: 3 }}
          />
          <BarGroup data={data} keys={[...keys]} height={innerHeight} x0={(point) => point.start} x0Scale={x0} x1Scale={x1} yScale={y} color={() => ''}>
            {(groups) =>
              groups.map((group) => (
                <Group key={group.index} left={group.x0}>
                  {group.bars.map((bar) => (
                    <rect key={bar.key} x={bar.x} y={bar.y} width={bar.width} height={Math.max(0, bar.height)} className={series[bar.key].fill} />
                  ))}
                </Group>
              ))
            }
          </BarGroup>
          <AxisBottom
            top={innerHeight}
            scale={x0}
            stroke="currentColor"
            tickStroke="currentColor"
            tickValues={data.filter((_, i) => i % every === 0).map((point) => point.start)}
            tickFormat={(day) => formatDay(String(day))}
            tickLabelProps={{ fill: 'currentColor', fontSize: 11, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
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
                <td className="py-1 pr-3 text-right">{formatCount(point.requests)}</td>
                <td className="py-1 text-right">{formatCount(point.calls)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
