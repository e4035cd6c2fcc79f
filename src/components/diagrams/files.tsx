import type { ReactElement } from 'react';
import { CrackTypeFigure } from './CrackTypeFigure.tsx';
import { MethodDrawing } from './FoamVsMudjacking.tsx';
import { LevelingStepFigure } from './LevelingStepFigure.tsx';
import { ResurfacingLayers } from './ResurfacingLayers.tsx';
import { SlabSinking } from './SlabSinking.tsx';

/**
 * Every diagram a service page shows below the fold, where it loads as an image: each is drawn
 * into its own file, named by its id. A page that shows one missing here links to a file that
 * does not exist, which the site tests report.
 */
export const diagramFiles: ReactElement[] = [
  <SlabSinking />,
  <ResurfacingLayers />,
  <MethodDrawing method="foam" />,
  <MethodDrawing method="mudjacking" />,
  ...[0, 1, 2, 3, 4].map((index) => <LevelingStepFigure index={index} />),
  ...(['hairline', 'settlement', 'structural', 'expansion'] as const).map((pattern) => <CrackTypeFigure pattern={pattern} />),
];
