import { costFactors } from '../../content/estimator.ts';
import { IconTileList } from '../ui/IconTileList.tsx';

/** 'What Affects Cost?': why a real quote can differ from the estimate. */
export function CostFactors() {
  return <IconTileList items={costFactors} className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" />;
}
