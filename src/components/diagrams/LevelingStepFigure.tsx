import type { ReactNode } from 'react';
import { Label, palette as c } from './Diagram.tsx';
import { SlabDiagram } from './SlabDiagram.tsx';

const W = 240;
const H = 130;

/** Each step's caption stands top left, but for the laser line's, which sits above the line it names. */
const steps: { title: string; desc: string; caption: string; captionX?: number; captionY?: number }[] = [
  { title: 'Step 1, assessment', desc: 'A sunken slab beside a level one, with the drop to grade measured.', caption: 'Measure the drop' },
  { title: 'Step 2, drilling', desc: 'A drill bit making a small hole through the sunken slab.', caption: '5/8 in holes' },
  { title: 'Step 3, injection', desc: 'Foam injected through the hole fills the void under the slab and pushes it up.', caption: 'Foam lifts' },
  { title: 'Step 4, monitoring', desc: 'A laser line across both slabs shows the lifted slab is back at grade.', caption: 'Back at grade', captionX: 120, captionY: 24 },
  { title: 'Step 5, cleanup', desc: 'The level slab with its injection hole patched and the joint sealed.', caption: 'Patched and sealed' },
];

/** Small cross-section for one of the five leveling steps (index 0-4). */
export function LevelingStepFigure({ index }: { index: number }) {
  const id = `leveling-step-${index + 1}`;
  const step = steps[index];
  if (!step) return null;
  const lifted = index >= 3;
  const slabY = lifted ? 56 : 70;
  const slab = (fill: string): ReactNode => (
    <>
      <rect x="10" y="56" width="104" height="18" fill={fill} stroke={c.concreteDark} strokeWidth="2" />
      <rect x="118" y={index === 2 ? 62 : slabY} width="112" height="18" fill={fill} stroke={c.concreteDark} strokeWidth="2" />
    </>
  );
  return (
    <SlabDiagram id={id} title={step.title} desc={step.desc} width={W} height={H} arrow={c.action}>
      <rect x="0" y="74" width={W} height="56" fill={`url(#${id}-clay)`} />
      {index < 3 ? <path d={`M118 ${index === 2 ? 80 : 88} H230 V96 Q175 104 118 96 Z`} fill={index === 2 ? c.clayTint : c.white} fillOpacity={index === 2 ? 0.35 : 1} stroke={index === 2 ? c.clayTint : c.concrete} strokeWidth="2" /> : null}
      {slab(`url(#${id}-concrete)`)}
      {index === 0 ? (
        <>
          <line x1="118" y1="56" x2="230" y2="56" stroke={c.action} strokeWidth="2" strokeDasharray="5 4" />
          <path d="M204 36 V52 M204 70 V54" stroke={c.ink} strokeWidth="2" />
        </>
      ) : null}
      {index === 1 ? (
        <>
          <rect x="166" y="14" width="16" height="24" rx="3" fill={c.brand} />
          <line x1="174" y1="38" x2="174" y2="68" stroke={c.ink} strokeWidth="3" />
        </>
      ) : null}
      {index === 2 ? (
        <>
          <rect x="170" y="30" width="8" height="34" fill={c.brand} />
          <rect x="162" y="16" width="24" height="16" rx="3" fill={c.brand} />
          <line x1="140" y1="122" x2="140" y2="102" stroke={c.action} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
          <line x1="210" y1="122" x2="210" y2="102" stroke={c.action} strokeWidth="3" markerEnd={`url(#${id}-arrow)`} />
        </>
      ) : null}
      {index === 3 ? (
        <>
          <rect x="10" y="34" width="18" height="16" rx="3" fill={c.brand} />
          <line x1="28" y1="42" x2="230" y2="42" stroke={c.action} strokeWidth="2" strokeDasharray="5 4" />
        </>
      ) : null}
      {index === 4 ? (
        <>
          <circle cx="174" cy="65" r="4" fill={c.concreteDark} />
          <path d="M182 22 l8 8 l16 -16" stroke={c.action} strokeWidth="3" />
        </>
      ) : null}
      <Label x={step.captionX ?? 14} y={step.captionY ?? 30} size={14}>
        {step.caption}
      </Label>
    </SlabDiagram>
  );
}
