import type { ReactNode } from 'react';
import type { ServiceSlug } from '../../content/services.ts';
import { Label, palette as c } from './Diagram.tsx';
import { SlabDiagram } from './SlabDiagram.tsx';

const W = 400;
const H = 260;
const stroke = { stroke: c.concreteDark, strokeWidth: 2 } as const;
/** The worn surface of a slab before resurfacing: the old slab lies below it, the overlay above. */
const resurfacedEdge = 'M20 110 L60 110 L66 116 L80 112 L96 118 L118 111 L150 111 L158 118 L170 112 L230 112 L240 119 L252 112 L300 112 L312 117 L322 111 L380 111';

interface IllustrationProps {
  slug: ServiceSlug;
  /** Prefix that keeps ids unique when a page shows several illustrations. */
  idPrefix?: string;
}

const text: Record<ServiceSlug, { title: string; desc: string }> = {
  'driveway-repair': {
    title: 'Driveway repair illustration',
    desc: 'Side view of a driveway running from a garage across red clay: a crack in the first slab is sealed, and a sunken slab at the street end is lifted back up to level.',
  },
  'crack-repair': {
    title: 'Crack repair illustration',
    desc: 'Cross-section of a concrete slab with a crack running through its full depth, filled with epoxy pumped in through an injection port on the surface.',
  },
  resurfacing: {
    title: 'Resurfacing illustration',
    desc: 'Cross-section of a worn, pitted concrete slab with a thin new overlay bonded on top, leaving a smooth new surface.',
  },
  leveling: {
    title: 'Concrete leveling illustration',
    desc: 'A sunken slab lifted by polyurethane foam injected through a small hole; the foam fills the void in the clay underneath and pushes the slab up.',
  },
  commercial: {
    title: 'Commercial concrete illustration',
    desc: 'A storefront with its sidewalk and parking lot; a raised sidewalk panel, a trip hazard, is marked for repair.',
  },
};

/** One drawing per service, shown on its /services card and at the top of its page. */
export function ServiceIllustration({ slug, idPrefix = 'illus' }: IllustrationProps) {
  const id = `${idPrefix}-${slug}`;
  const t = text[slug];
  return (
    <SlabDiagram id={id} title={t.title} desc={t.desc} width={W} height={H} arrow={c.action}>
      {drawings[slug](id)}
    </SlabDiagram>
  );
}

const drawings: Record<ServiceSlug, (id: string) => ReactNode> = {
  'driveway-repair': (id) => (
    <>
      <rect x="0" y="186" width={W} height="74" fill={`url(#${id}-clay)`} />
      <path d="M20 96 L85 52 L150 96 Z" fill={c.brand} />
      <rect x="28" y="96" width="114" height="90" fill={c.brand} />
      <rect x="44" y="116" width="82" height="70" fill={c.concreteLight} {...stroke} />
      {[132, 146, 160, 174].map((y) => (
        <line key={y} x1="44" x2="126" y1={y} y2={y} {...stroke} />
      ))}
      <rect x="142" y="170" width="80" height="18" fill={`url(#${id}-concrete)`} {...stroke} />
      <rect x="226" y="170" width="78" height="18" fill={`url(#${id}-concrete)`} {...stroke} />
      <rect x="308" y="170" width="84" height="18" fill="none" stroke={c.concreteDark} strokeWidth="2" strokeDasharray="5 4" />
      <rect x="308" y="184" width="84" height="18" fill={`url(#${id}-concrete)`} {...stroke} />
      <path d="M183 170 L178 177 L186 181 L181 188" stroke={c.action} strokeWidth="2.5" />
      <line x1="182" y1="198" x2="182" y2="224" stroke={c.action} strokeWidth="2" />
      <Label x={182} y={244} anchor="middle" size={16}>Crack sealed</Label>
      <line x1="350" y1="160" x2="350" y2="126" stroke={c.action} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
      <Label x={390} y={108} anchor="end" size={16}>Sunken slab lifted</Label>
    </>
  ),
  'crack-repair': (id) => (
    <>
      <rect x="0" y="180" width={W} height="80" fill={`url(#${id}-clay)`} />
      <path d="M20 96 H190 L200 116 L188 140 L202 162 L194 180 H20 Z" fill={`url(#${id}-concrete)`} {...stroke} />
      <path d="M210 96 H380 V180 H204 L212 162 L198 140 L210 116 Z" fill={`url(#${id}-concrete)`} {...stroke} />
      <path d="M190 96 H210 L210 116 L198 140 L212 162 L204 180 H194 L202 162 L188 140 L200 116 Z" fill={c.action} fillOpacity="0.85" />
      <rect x="190" y="70" width="20" height="26" rx="3" fill={c.brand} />
      <rect x="196" y="44" width="8" height="26" fill={c.brand} />
      <line x1="215" y1="58" x2="262" y2="58" stroke={c.brand} strokeWidth="2" />
      <Label x={268} y={63} size={16}>Injection port</Label>
      <line x1="205" y1="150" x2="262" y2="218" stroke={c.action} strokeWidth="2" />
      <Label x={268} y={232} size={16}>Epoxy fills</Label>
      <Label x={268} y={251} size={16}>full depth</Label>
      <Label x={30} y={232} size={16} color={c.muted}>Red clay base</Label>
    </>
  ),
  resurfacing: (id) => (
    <>
      <rect x="0" y="190" width={W} height="70" fill={`url(#${id}-clay)`} />
      <path
        d={`${resurfacedEdge} V190 H20 Z`}
        fill={`url(#${id}-concrete)`}
        {...stroke}
      />
      <path
        d={`${resurfacedEdge} V92 H20 Z`}
        fill={c.white}
        stroke={c.brand}
        strokeWidth="2"
      />
      <line x1="20" y1="92" x2="380" y2="92" stroke={c.brand} strokeWidth="3" />
      <rect x="236" y="56" width="74" height="22" rx="11" fill={c.action} />
      <line x1="273" y1="56" x2="273" y2="30" stroke={c.brand} strokeWidth="3" />
      <line x1="273" y1="30" x2="330" y2="12" stroke={c.brand} strokeWidth="3" />
      <line x1="60" y1="80" x2="60" y2="56" stroke={c.brand} strokeWidth="2" />
      <Label x={30} y={48} size={16}>New overlay</Label>
      <Label x={30} y={160} size={16}>Existing slab</Label>
      <Label x={30} y={232} size={16} color={c.muted}>Base stays in place</Label>
    </>
  ),
  leveling: (id) => (
    <>
      <rect x="0" y="150" width={W} height="110" fill={`url(#${id}-clay)`} />
      <path d="M40 150 H360 L360 196 Q300 214 200 206 Q110 200 40 196 Z" fill={c.clayTint} fillOpacity="0.32" stroke={c.clayTint} strokeWidth="2" />
      {[
        [90, 180],
        [140, 190],
        [200, 184],
        [260, 192],
        [310, 178],
      ].map(([x, y]) => (
        <circle key={`${x}`} cx={x} cy={y} r="5" fill={c.white} stroke={c.clayTint} strokeWidth="2" />
      ))}
      <rect x="40" y="128" width="150" height="22" fill={`url(#${id}-concrete)`} {...stroke} />
      <rect x="210" y="128" width="150" height="22" fill={`url(#${id}-concrete)`} {...stroke} />
      <rect x="195" y="96" width="10" height="40" fill={c.brand} />
      <rect x="184" y="70" width="32" height="28" rx="4" fill={c.brand} />
      {[110, 290].map((x) => (
        <line key={x} x1={x} y1="236" x2={x} y2="206" stroke={c.action} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
      ))}
      <Label x={225} y={90} size={16}>5/8 in hole</Label>
      <Label x={200} y={250} anchor="middle" size={16}>Foam lifts the slab</Label>
      <Label x={20} y={40} size={16} color={c.muted}>Back to level in about 4 hours</Label>
    </>
  ),
  commercial: (id) => (
    <>
      <rect x="0" y="196" width={W} height="64" fill={c.concreteDark} fillOpacity="0.35" />
      {[52, 110, 316, 374].map((x) => (
        <line key={x} x1={x} y1="206" x2={x - 14} y2="256" stroke={c.white} strokeWidth="3" />
      ))}
      <rect x="40" y="40" width="320" height="128" fill={c.brand} />
      <rect x="40" y="30" width="320" height="16" fill={c.brand} />
      {[58, 272].map((x) => (
        <rect key={x} x={x} y="72" width="70" height="70" fill={c.concreteLight} />
      ))}
      <rect x="172" y="92" width="56" height="76" fill={c.concreteLight} />
      <line x1="200" y1="92" x2="200" y2="168" stroke={c.brand} strokeWidth="2" />
      <rect x="40" y="52" width="320" height="8" fill={c.action} />
      <rect x="20" y="168" width="120" height="20" fill={`url(#${id}-concrete)`} {...stroke} />
      <rect x="144" y="162" width="110" height="20" fill={`url(#${id}-concrete)`} stroke={c.action} strokeWidth="3" />
      <rect x="258" y="168" width="122" height="20" fill={`url(#${id}-concrete)`} {...stroke} />
      <Label x={200} y={228} anchor="middle" size={16} color={c.ink}>Trip hazard fixed</Label>
      <line x1="200" y1="212" x2="200" y2="188" stroke={c.action} strokeWidth="2" />
      <Label x={200} y={22} anchor="middle" size={16} color={c.muted}>Storefront walk and parking lot</Label>
    </>
  ),
};
