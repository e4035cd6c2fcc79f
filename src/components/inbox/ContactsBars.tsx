import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { formatNumber } from '../../lib/format-number.ts';
import { formatDay } from '../../lib/insights-format.ts';

export const contactKeys = ['requests', 'calls'] as const;
export type ContactKey = (typeof contactKeys)[number];
export type ContactsPoint = { start: string } & Record<ContactKey, number>;

/** Each series' name and colour, as bar fill and as legend swatch. */
export const contactSeries: Record<ContactKey, { label: string; fill: string; swatch: string }> = {
  requests: { label: 'Quote requests', fill: 'fill-action', swatch: 'bg-action' },
  calls: { label: 'Calls started', fill: 'fill-brand', swatch: 'bg-brand' },
};

/**
 * The drawing's own size in SVG units. The SVG scales to the width it gets, so labels keep a
 * readable size only if the frame is close to that width: a narrow frame for phones, a wide one
 * from sm up.
 */
export interface ChartFrame {
  width: number;
  height: number;
  /** How many dates the bottom axis names at most. */
  dates: number;
}

const fontSize = 13;
const margin = { top: 12, right: 22, bottom: fontSize + 18, left: 40 };

interface ContactsBarsProps {
  points: readonly ContactsPoint[];
  frame: ChartFrame;
  id: string;
  title: string;
  className: string;
}

/** Grouped bars drawn by visx into plain SVG on the server: no script in the browser. */
export function ContactsBars({ points, frame, id, title, className }: ContactsBarsProps) {
  const innerWidth = frame.width - margin.left - margin.right;
  const innerHeight = frame.height - margin.top - margin.bottom;
  const x0 = scaleBand({ domain: points.map((point) => point.start), range: [0, innerWidth], padding: 0.25 });
  const x1 = scaleBand({ domain: [...contactKeys], range: [0, x0.bandwidth()], padding: 0.1 });
  const highest = Math.max(4, ...points.flatMap((point) => [point.requests, point.calls]));
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const every = Math.ceil(points.length / frame.dates);
  return (
    <svg viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-labelledby={id} className={`h-auto w-full text-muted ${className}`}>
      <title id={id}>{title}</title>
      <Group left={margin.left} top={margin.top}>
        <AxisLeft
          scale={y}
          numTicks={4}
          stroke="currentColor"
          tickStroke="currentColor"
          tickFormat={(value) => formatNumber(Number(value))}
          tickLabelProps={{ fill: 'currentColor', fontSize, textAnchor: 'end', dx: -2, dy: 4 }}
        />
        <BarGroup data={[...points]} keys={[...contactKeys]} height={innerHeight} x0={(point) => point.start} x0Scale={x0} x1Scale={x1} yScale={y} color={() => ''}>
          {(groups) =>
            groups.map((group) => (
              <Group key={group.index} left={group.x0}>
                {group.bars.map((bar) => (
                  <rect key={bar.key} x={bar.x} y={bar.y} width={bar.width} height={Math.max(0, bar.height)} className={contactSeries[bar.key].fill} />
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
          tickValues={points.filter((_, i) => i % every === 0).map((point) => point.start)}
          tickFormat={(day) => formatDay(String(day))}
          tickLabelProps={{ fill: 'currentColor', fontSize, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
