import { ClayPattern, ConcretePattern, Diagram, Label, palette as c } from './Diagram';

/** Layer build-up of a resurfaced slab, top to bottom. */
export function ResurfacingLayers() {
  const id = 'resurfacing-layers';
  const leader = (fromY: number, toY: number) => (
    <polyline points={`166,${fromY} 180,${fromY} 190,${toY} 196,${toY}`} stroke={c.action} strokeWidth="2" />
  );
  return (
    <Diagram
      id={id}
      title="Layers of a resurfaced slab"
      desc="Cross-section from top to bottom: clear protective sealer, decorative overlay, bonding primer, the existing slab (repaired first), and the compacted base on red clay."
      width={400}
      height={230}
    >
      <defs>
        <ConcretePattern id={`${id}-concrete`} />
        <ClayPattern id={`${id}-clay`} />
      </defs>
      <rect x="16" y="40" width="150" height="6" fill={c.brand} fillOpacity="0.35" stroke={c.brand} strokeWidth="2" />
      <rect x="16" y="46" width="150" height="24" fill={c.white} stroke={c.brand} strokeWidth="2" />
      <rect x="16" y="70" width="150" height="6" fill={c.clayTint} fillOpacity="0.55" />
      <rect x="16" y="76" width="150" height="70" fill={`url(#${id}-concrete)`} stroke={c.concreteDark} strokeWidth="2" />
      <rect x="16" y="146" width="150" height="30" fill={c.concrete} fillOpacity="0.5" stroke={c.concreteDark} strokeWidth="2" />
      <rect x="16" y="176" width="150" height="50" fill={`url(#${id}-clay)`} />
      {leader(43, 24)}
      {leader(58, 58)}
      {leader(73, 92)}
      {leader(111, 126)}
      {leader(161, 166)}
      <Label x={202} y={30} size={16}>
        Clear sealer
      </Label>
      <Label x={202} y={64} size={16}>
        Decorative overlay
      </Label>
      <Label x={202} y={98} size={16}>
        Bonding primer
      </Label>
      <Label x={202} y={132} size={16}>
        Existing slab
      </Label>
      <Label x={202} y={172} size={16}>
        Compacted base
      </Label>
      <Label x={202} y={208} size={16} color={c.muted}>
        Red clay
      </Label>
    </Diagram>
  );
}
