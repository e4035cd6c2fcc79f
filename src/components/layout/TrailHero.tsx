import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '../../lib/jsonld.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

interface TrailHeroProps {
  title: string;
  lead?: ReactNode;
  /** Breadcrumb items after Home; the last is the current page. */
  trail: readonly BreadcrumbItem[];
  currentPath: string;
  actions?: ReactNode;
}

/**
 * PageHero with its breadcrumb trail. Astro cannot pass JSX as a prop value from a
 * .astro page, so pages use this instead of handing Breadcrumbs to PageHero's eyebrow.
 */
export function TrailHero({ title, lead, trail, currentPath, actions }: TrailHeroProps) {
  return (
    <PageHero
      title={title}
      lead={lead}
      actions={actions}
      eyebrow={<Breadcrumbs tone="dark" items={trail} currentPath={currentPath} />}
    />
  );
}
