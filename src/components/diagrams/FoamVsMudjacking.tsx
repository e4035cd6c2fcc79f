import { ArrowMarker, ClayPattern, ConcretePattern, Diagram, Label, palette as c } from './Diagram.tsx';

type Method = 'foam' | 'mudjacking';

const W = 320;
const H = 210;

const text: Record<Method, { title: string; desc: string; caption: string }> = {
  foam: {
    title: 'Polyurethane foam injection',
    desc: 'Cross-section: foam is injected through a 5/8 inch hole in the slab; the light foam expands to fill the void in the clay and lifts the slab.',
    caption: 'Foam: 5/8 in hole, ready in 15 minutes',
  },
  mudjacking: {
    title: 'Mudjacking',
    desc: 'Cross-section: a heavy cement slurry is pumped through a 2 inch hole in the slab to fill the void in the clay and push the slab up.',
    caption: 'Mudjacking: 2 in hole, ready in 24-48 hours',
  },
};

export function MethodDrawing({ method }: { method: Method }) {
  const id = `method-${method}`;
  const foam = method === 'foam';
  const hole = foam ? 8 : 26;
  const holeX = 160 - hole / 2;
  return (
    <Diagram id={id} title={text[method].title} desc={text[method].desc} width={W} height={H}>
      <defs>
        <ConcretePattern id={`${id}-concrete`} />
        <ClayPattern id={`${id}-clay`} />
        <ArrowMarker id={`${id}-arrow`} color={foam ? c.action : c.concreteDark} />
      </defs>
      <rect x="0" y="100" width={W} height="110" fill={`url(#${id}-clay)`} />
      <path
        d="M30 100 H290 V138 Q230 158 160 154 Q90 150 30 140 Z"
        fill={foam ? c.clayTint : c.concreteDark}
        fillOpacity={foam ? 0.3 : 0.55}
        stroke={foam ? c.clayTint : c.concreteDark}
        strokeWidth="2"
      />
      {foam
        ? [70, 115, 205, 250].map((x, i) => (
            <circle key={x} cx={x} cy={118 + (i % 2) * 12} r="5" fill={c.white} stroke={c.clayTint} strokeWidth="2" />
          ))
        : null}
      <rect x="30" y="72" width={holeX - 30} height="28" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <rect x={holeX + hole} y="72" width={290 - holeX - hole} height="28" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <rect x={holeX + 1} y="44" width={hole - 2} height="60" fill={c.brand} />
      <rect x={160 - (hole + 16) / 2} y="26" width={hole + 16} height="20" rx="4" fill={c.brand} />
      {[80, 240].map((x) =>
        foam ? (
          <line key={x} x1={x} y1="178" x2={x} y2="148" stroke={c.action} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
        ) : (
          <line key={x} x1={x} y1="146" x2={x} y2="170" stroke={c.concreteDark} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
        ),
      )}
      <line x1={holeX + hole + 4} y1="56" x2="206" y2="40" stroke={c.action} strokeWidth="2" />
      <Label x={210} y={44} size={15}>
        {foam ? '5/8 in hole' : '2 in hole'}
      </Label>
      <Label x={160} y={198} anchor="middle" size={15}>
        {foam ? 'Light foam lifts the slab' : 'Heavy slurry adds weight'}
      </Label>
    </Diagram>
  );
}

/** Side-by-side cross-sections of the two leveling methods, for the leveling page. */
export function FoamVsMudjacking() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['foam', 'mudjacking'] as const).map((method) => (
        <figure key={method} className="rounded-card border border-line bg-surface-alt p-2 sm:p-4">
          <MethodDrawing method={method} />
          <figcaption className="mt-3 text-center text-small font-bold">{text[method].caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
