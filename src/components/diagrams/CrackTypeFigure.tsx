import type { ReactNode } from 'react';
import type { CrackPattern } from '../../content/service-pages.ts';
import { ClayPattern, ConcretePattern, Diagram, Label, palette as c } from './Diagram.tsx';

const W = 300;
const H = 150;
const slabStroke = { stroke: c.concreteDark, strokeWidth: 2 } as const;

const text: Record<CrackPattern, { title: string; desc: string }> = {
  hairline: {
    title: 'Hairline crack, seen from above',
    desc: 'A thin, wandering surface crack across a slab, marked as under 1/16 inch wide.',
  },
  settlement: {
    title: 'Settlement crack, seen from above',
    desc: 'A crack running diagonally from a corner of the slab; the part on one side has dropped lower than the rest.',
  },
  structural: {
    title: 'Structural crack, seen from above',
    desc: 'A wide, jagged crack that splits the slab into two pieces, open through its full depth to the clay below.',
  },
  expansion: {
    title: 'Failed expansion joint, seen from above',
    desc: 'Two slabs separated by an expansion joint whose filler has failed; the open gap lets water run under both slabs.',
  },
};

/** Plan view of a slab showing one of the four crack types, for the crack-repair page. */
export function CrackTypeFigure({ pattern }: { pattern: CrackPattern }) {
  const id = `crack-${pattern}`;
  return (
    <Diagram id={id} title={text[pattern].title} desc={text[pattern].desc} width={W} height={H}>
      <defs>
        <ConcretePattern id={`${id}-concrete`} />
        <ClayPattern id={`${id}-clay`} />
      </defs>
      {drawings[pattern](id)}
    </Diagram>
  );
}

const drawings: Record<CrackPattern, (id: string) => ReactNode> = {
  hairline: (id) => (
    <>
      <rect x="10" y="10" width="280" height="130" rx="4" fill={`url(#${id}-concrete)`} {...slabStroke} />
      <path d="M10 62 L48 70 L70 60 L104 74 L130 66 L158 80 L186 72 L214 86 L246 78 L290 90" stroke={c.concreteDark} strokeWidth="2" />
      <circle cx="158" cy="80" r="16" stroke={c.action} strokeWidth="2" />
      <line x1="170" y1="92" x2="196" y2="112" stroke={c.action} strokeWidth="2" />
      <rect x="150" y="106" width="132" height="26" rx="4" fill={c.white} />
      <Label x={216} y={124} anchor="middle" size={15}>
        under 1/16 in
      </Label>
    </>
  ),
  settlement: (id) => (
    <>
      <path d="M10 10 H290 V140 H150 Z" fill={`url(#${id}-concrete)`} {...slabStroke} />
      <path d="M10 10 L150 140 H10 Z" fill={c.concrete} {...slabStroke} />
      <path d="M10 10 L46 40 L62 58 L92 82 L112 106 L150 140" stroke={c.action} strokeWidth="3" />
      <path d="M58 96 v22 m-7 -8 l7 9 l7 -9" stroke={c.ink} strokeWidth="2" />
      <rect x="150" y="26" width="128" height="26" rx="4" fill={c.white} />
      <Label x={214} y={44} anchor="middle" size={15}>
        diagonal crack
      </Label>
      <Label x={20} y={88} size={14} color={c.ink}>
        lower
      </Label>
    </>
  ),
  structural: (id) => (
    <>
      <rect x="10" y="10" width="280" height="130" rx="4" fill={`url(#${id}-concrete)`} {...slabStroke} />
      <path
        d="M132 10 L150 10 L144 40 L162 66 L150 96 L166 124 L160 140 L140 140 L146 124 L130 96 L142 66 L124 40 Z"
        fill={`url(#${id}-clay)`}
        stroke={c.action}
        strokeWidth="2.5"
      />
      <path d="M124 66 H98 m10 -7 l-10 7 l10 7 M162 66 H188 m-10 -7 l10 7 l-10 7" stroke={c.ink} strokeWidth="2" />
      <rect x="186" y="100" width="96" height="26" rx="4" fill={c.white} />
      <Label x={234} y={118} anchor="middle" size={15}>
        wide gap
      </Label>
      <rect x="18" y="100" width="104" height="26" rx="4" fill={c.white} />
      <Label x={70} y={118} anchor="middle" size={15}>
        full depth
      </Label>
    </>
  ),
  expansion: (id) => (
    <>
      <rect x="10" y="10" width="132" height="130" rx="4" fill={`url(#${id}-concrete)`} {...slabStroke} />
      <rect x="158" y="10" width="132" height="130" rx="4" fill={`url(#${id}-concrete)`} {...slabStroke} />
      <rect x="142" y="10" width="16" height="130" fill={`url(#${id}-clay)`} stroke={c.action} strokeWidth="2" />
      {[34, 70, 104].map((y) => (
        <path key={y} d={`M150 ${y} c-4 6 -4 10 0 12 c4 -2 4 -6 0 -12 z`} fill={c.brand} />
      ))}
      <rect x="166" y="56" width="120" height="50" rx="4" fill={c.white} />
      <Label x={226} y={77} anchor="middle" size={15}>
        open joint,
      </Label>
      <Label x={226} y={96} anchor="middle" size={15}>
        water gets in
      </Label>
    </>
  ),
};
