import type { HowToStepInput } from '../../lib/jsonld.ts';
import { StepBadge, StepHeading } from '../ui/StepMarks.tsx';

interface HowToStepsProps {
  name: string;
  description: string;
  steps: readonly HowToStepInput[];
}

/** Sits inside the article's prose-body, so its heading matches the article's own h2s. The visible steps the HowTo JSON-LD describes; `step-N` ids are the anchors its step URLs point at. */
export function HowToSteps({ name, description, steps }: HowToStepsProps) {
  return (
    <section aria-labelledby="howto-title">
      <h2 id="howto-title">{name}</h2>
      <p className="mt-3 text-muted">{description}</p>
      <ol className="mt-6 list-none space-y-5 pl-0">
        {steps.map((step, index) => (
          <li key={step.name} id={`step-${index + 1}`} className="flex gap-4">
            <StepBadge number={index + 1} className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white" />
            <div className="pt-1.5">
              <StepHeading number={index + 1} className="mt-0 text-xl">
                {step.name}
              </StepHeading>
              <p className="mt-1.5">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
