import { Label, palette as c } from './Diagram.tsx';
import { SlabDiagram } from './SlabDiagram.tsx';

/** Each layer's name, the height its leader line leaves the layer at, and the name's baseline. */
const callouts = [
  { text: 'Clear sealer', layerY: 43, labelY: 30 },
  { text: 'Decorative overlay', layerY: 58, labelY: 64 },
  { text: 'Bonding primer', layerY: 73, labelY: 98 },
  { text: 'Existing slab', layerY: 111, labelY: 132 },
  { text: 'Compacted base', layerY: 161, labelY: 172 },
];

/** Layer build-up of a resurfaced slab, top to bottom. */
export function ResurfacingLayers() {
  const id = 'resurfacing-layers';
  return (
    <SlabDiagram
      id={id}
      title="Layers of a resurfaced slab"
      desc="Cross-section from top to bottom: clear protective sealer, decorative overlay, bonding primer, the existing slab (repaired first), and the compacted base on red clay."
      width={400}
      height={230}
    >
      <rect x="16" y="40" width="150" height="6" fill={c.brand} fillOpacity="0.35" stroke={c.brand} strokeWidth="2" />
      <rect x="16" y="46" width="150" height="24" fill={c.white} stroke={c.brand} strokeWidth="2" />
      <rect x="16" y="70" width="150" height="6" fill={c.clayTint} fillOpacity="0.55" />
      <rect x="16" y="76" width="150" height="70" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <rect x="16" y="146" width="150" height="30" fill={c.concrete} fillOpacity="0.5" stroke={c.concreteDark} strokeWidth="2" />
      <rect x="16" y="176" width="150" height="50" fill={`url(#${id}-clay)`} />
      {callouts.map(({ text, layerY, labelY }) => (
        <g key={text}>
          <polyline
            points={`166,${layerY} 180,${layerY} 190,${labelY - 6} 196,${labelY - 6}`}
            stroke={c.action}
            strokeWidth="2"
          />
          <Label x={202} y={labelY} size={16}>
            {text}
          </Label>
        </g>
      ))}
      <Label x={202} y={208} size={16} color={c.muted}>
        Red clay
      </Label>
    </SlabDiagram>
  );
}
