import { Label, palette as c } from './Diagram.tsx';
import { SlabDiagram } from './SlabDiagram.tsx';

/** Why slabs sink: downspout water washes the red clay out from under a walk next to the house. */
export function SlabSinking() {
  const id = 'slab-sinking';
  return (
    <SlabDiagram
      id={id}
      title="Why concrete sinks"
      desc="Cross-section beside a house: water from a downspout soaks into the red clay next to the foundation and washes soil out from under the slab, leaving a void; the slab cracks and its outer end drops."
      width={400}
      height={250}
      arrow={c.brand}
    >
      <rect x="0" y="120" width="400" height="130" fill={`url(#${id}-clay)`} />
      <rect x="16" y="20" width="56" height="230" fill={c.brand} />
      <path d="M72 34 H96 V92" stroke={c.concreteDark} strokeWidth="6" />
      {[104, 114, 124].map((y, i) => (
        <path key={y} d={`M${98 + i * 6} ${y} c-4 6 -4 10 0 12 c4 -2 4 -6 0 -12 z`} fill={c.brand} />
      ))}
      <rect x="72" y="108" width="130" height="18" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <path d="M206 108 L380 132 L380 150 L206 126 Z" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <path d="M206 108 H380" stroke={c.action} strokeWidth="2" strokeDasharray="6 5" />
      <path d="M150 126 Q220 176 330 150 L380 150 L206 126 Z" fill={c.white} stroke={c.action} strokeWidth="2" />
      <path d="M104 150 Q150 190 210 196" stroke={c.brand} strokeWidth="2.5" markerEnd={`url(#${id}-arrow)`} />
      <Label x={112} y={40} size={16}>
        Downspout water
      </Label>
      <Label x={392} y={96} anchor="end" size={16}>
        Slab drops
      </Label>
      <Label x={236} y={186} size={16}>
        Void
      </Label>
      <Label x={100} y={236} size={16}>
        Red clay washes away
      </Label>
    </SlabDiagram>
  );
}
