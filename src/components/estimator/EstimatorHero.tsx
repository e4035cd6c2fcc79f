import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export function EstimatorHero({ path }: { path: string }) {
  return (
    <PageHero
      title="Concrete Repair Cost Estimator"
      lead="Pick the work you need, set the size and how bad the damage is, and see what jobs like yours typically cost in the Charlotte area. Free, instant, and no contact details needed."
      eyebrow={<Breadcrumbs items={[{ label: 'Cost Estimator' }]} currentPath={path} tone="dark" />}
    />
  );
}
