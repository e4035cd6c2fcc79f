import type { ProcessStep } from '../../content/service-pages.ts';
import { LevelingStepFigure } from '../diagrams/LevelingStepFigure.tsx';
import { StepBadge, StepHeading } from '../ui/StepMarks.tsx';

interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** Draw each step (leveling); ids `step-N` match the HowTo step urls. */
  illustrated?: boolean;
  totalTimeLabel?: string;
}

export function ProcessSteps({ steps, illustrated = false, totalTimeLabel }: ProcessStepsProps) {
  return (
    <>
      {totalTimeLabel ? (
        <p className="mb-6 inline-flex rounded-lg bg-brand-tint px-4 py-2 font-semibold text-brand">Total time: {totalTimeLabel}</p>
      ) : null}
      <ol className="space-y-5">
        {steps.map((step, index) => (
          <li
            key={step.title}
            id={`step-${index + 1}`}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-4 rounded-card border border-line bg-white p-5 shadow-card md:gap-5 md:p-6"
          >
            <StepBadge number={index + 1} className="flex size-11 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white" />
            <div className={illustrated ? 'grid items-center gap-5 md:grid-cols-[1fr_16rem]' : ''}>
              <div>
                <StepHeading number={index + 1} className="text-xl">
                  {step.title}
                </StepHeading>
                <p className="mt-1.5 text-muted">{step.text}</p>
              </div>
              {illustrated ? (
                <div className="w-full max-w-[16rem] rounded-lg bg-surface-alt p-2">
                  <LevelingStepFigure index={index} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
