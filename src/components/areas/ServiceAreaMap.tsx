import { areas, type AreaSlug } from '../../content/areas.ts';
import { equirectangular, type Projection } from './geo.ts';
import {
  catawbaRiver,
  countyLabels,
  interstate485,
  interstate77,
  interstate85,
  lakeNorman,
  lakeWylie,
  mapBounds,
  southForkRiver,
} from './metro-features.ts';

type Line = readonly (readonly [number, number])[];

const WIDTH = 600;
/** Where each city's name sits relative to its dot, chosen so no two labels collide. */
const labelPlacement: Record<AreaSlug, 'right' | 'left' | 'below'> = {
  charlotte: 'right',
  matthews: 'right',
  concord: 'right',
  huntersville: 'left',
  gastonia: 'below',
  pineville: 'below',
  cornelius: 'left',
  kannapolis: 'right',
};

// Palette only: water is a brand tint, roads a concrete gray.
const brand = '#0f3d5e';
const road = '#a8a29e';

function pathOf(projection: Projection, line: Line, close = false): string {
  const d = line
    .map(([latitude, longitude], i) => {
      const { x, y } = projection.project({ latitude, longitude });
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ');
  return close ? `${d} Z` : d;
}

function Shield({ projection, label, at }: { projection: Projection; label: string; at: [number, number] }) {
  const { x, y } = projection.project({ latitude: at[0], longitude: at[1] });
  const w = label.length * 10 + 12;
  return (
    <g>
      <rect x={x - w / 2} y={y - 12} width={w} height={24} rx={5} fill={brand} />
      <text x={x} y={y + 5} textAnchor="middle" fill="#ffffff" fontSize={15} fontWeight={700}>
        {label}
      </text>
    </g>
  );
}

/** Charlotte metro with the eight served cities placed by their real coordinates; each city links to its page. */
export function ServiceAreaMap() {
  const projection = equirectangular(mapBounds, WIDTH);
  const { width, height } = projection;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="group"
      aria-labelledby="area-map-title"
      aria-describedby="area-map-desc"
      className="block h-auto border-y border-line bg-white font-sans sm:rounded-card sm:border"
    >
      <title id="area-map-title">Map of our Charlotte metro service area</title>
      <desc id="area-map-desc">
        Schematic map of the Charlotte metro showing Lake Norman, the Catawba River, Lake Wylie and interstates 77,
        85 and 485, with our eight service cities placed by their real locations. Each city links to its page.
      </desc>

      <g aria-hidden="true">
        {countyLabels.map((label) => {
          const { x, y } = projection.project(label.at);
          return (
            <text
              key={label.text}
              x={x}
              y={y}
              textAnchor={label.anchor}
              fill="#57534e"
              fontWeight={700}
              letterSpacing={2}
              className="text-[17px] md:text-[14px]"
            >
              {label.text}
            </text>
          );
        })}

        <path d={pathOf(projection, lakeNorman, true)} fill={brand} fillOpacity={0.14} stroke={brand} strokeOpacity={0.45} strokeWidth={2} />
        <path d={pathOf(projection, lakeWylie, true)} fill={brand} fillOpacity={0.14} stroke={brand} strokeOpacity={0.45} strokeWidth={2} />
        <path d={pathOf(projection, catawbaRiver)} fill="none" stroke={brand} strokeOpacity={0.4} strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" />
        <path d={pathOf(projection, southForkRiver)} fill="none" stroke={brand} strokeOpacity={0.4} strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" />

        <path d={pathOf(projection, interstate485, true)} fill="none" stroke={road} strokeWidth={3} strokeDasharray="10 6" />
        <path d={pathOf(projection, interstate77)} fill="none" stroke={road} strokeWidth={4} strokeLinejoin="round" />
        <path d={pathOf(projection, interstate85)} fill="none" stroke={road} strokeWidth={4} strokeLinejoin="round" />

        <WaterLabel projection={projection} text="Lake Norman" at={[35.575, -80.99]} anchor="end" />
        <WaterLabel projection={projection} text="Catawba River" at={[35.34, -81.0]} anchor="end" />
        <WaterLabel projection={projection} text="Lake Wylie" at={[35.07, -81.085]} anchor="end" />

        <Shield projection={projection} label="I-77" at={[35.31, -80.836]} />
        <Shield projection={projection} label="I-85" at={[35.555, -80.505]} />
        <Shield projection={projection} label="I-485" at={[35.28, -80.968]} />
      </g>

      {areas.map((area) => {
        const { x, y } = projection.project(area.coordinates);
        const placement = labelPlacement[area.slug];
        // Widest rendering (26 units on phones) so the hit area always covers the label.
        const labelWidth = area.city.length * 15;
        const text =
          placement === 'below'
            ? { x, y: y + 34, anchor: 'middle' as const }
            : placement === 'left'
              ? { x: x - 14, y: y + 7, anchor: 'end' as const }
              : { x: x + 14, y: y + 7, anchor: 'start' as const };
        const hit =
          placement === 'below'
            ? { x: x - labelWidth / 2 - 6, y: y - 16, w: labelWidth + 12, h: 58 }
            : placement === 'left'
              ? { x: x - labelWidth - 22, y: y - 22, w: labelWidth + 36, h: 44 }
              : { x: x - 14, y: y - 22, w: labelWidth + 36, h: 44 };
        return (
          <a key={area.slug} href={area.href} aria-label={`${area.city}, NC`} className="group">
            <rect
              x={hit.x}
              y={hit.y}
              width={hit.w}
              height={hit.h}
              rx={8}
              fill="transparent"
              className="group-hover:fill-brand-tint group-focus-visible:stroke-brand group-focus-visible:stroke-3"
            />
            <circle cx={x} cy={y} r={9} fill="#c2410c" stroke="#ffffff" strokeWidth={3} />
            <text
              x={text.x}
              y={text.y}
              textAnchor={text.anchor}
              fill="#1c1917"
              fontWeight={800}
              className="text-[26px] md:text-[22px]"
              stroke="#ffffff"
              strokeWidth={5}
              paintOrder="stroke"
              strokeLinejoin="round"
            >
              {area.city}
            </text>
          </a>
        );
      })}
    </svg>
  );
}

function WaterLabel({
  projection,
  text,
  at,
  anchor,
}: {
  projection: Projection;
  text: string;
  at: [number, number];
  anchor: 'start' | 'middle' | 'end';
}) {
  const { x, y } = projection.project({ latitude: at[0], longitude: at[1] });
  return (
    <text x={x} y={y} textAnchor={anchor} fill={brand} fontStyle="italic" fontWeight={600} className="text-[18px] md:text-[15px]">
      {text}
    </text>
  );
}
