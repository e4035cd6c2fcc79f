import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { CallButton } from './CallButton.tsx';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  /** Breadcrumbs or a badge shown above the heading. */
  eyebrow?: ReactNode;
  /** Replaces the default call + 'Get Free Quote' pair. */
  actions?: ReactNode;
  children?: ReactNode;
  minHeight?: boolean;
}

/** H1 on the brand concrete background with the two calls to action. */
export function PageHero({ title, lead, eyebrow, actions, children, minHeight = false }: PageHeroProps) {
  return (
    <section className={`hero-concrete on-brand text-white ${minHeight ? 'flex min-h-[600px] items-center' : ''}`}>
      <div className="container-page py-12 lg:py-16">
        {eyebrow ? <div className="mb-6">{eyebrow}</div> : null}
        <div className="max-w-3xl">
          <h1 className="text-white">{title}</h1>
          {lead ? <p className="mt-5 text-lg text-on-brand-muted lg:text-xl">{lead}</p> : null}
          {children}
          <div className="mt-8 flex flex-wrap gap-3">
            {actions ?? (
              <>
                <CallButton />
                <Button href="/contact" variant="onDark">
                  Get Free Quote
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
