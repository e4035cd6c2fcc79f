import { costFactors } from '../../content/estimator.ts';
import { IconTile } from '../ui/IconTile.tsx';

/** 'What Affects Cost?': why a real quote can differ from the estimate. */
export function CostFactors() {
  return (
    <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {costFactors.map((factor) => (
        <li key={factor.title} className="flex gap-4">
          <IconTile icon={factor.icon} />
          <div>
            <h3 className="text-xl">{factor.title}</h3>
            <p className="mt-2 text-muted">{factor.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
