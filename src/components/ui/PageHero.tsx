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
  /** The right half from lg (the home page's quote form); below the heading on a phone. */
  aside?: ReactNode;
  /** A picture under the section's text, e.g. the owner's hero photo with its scrim. */
  backdrop?: ReactNode;
  /** Shown after the calls to action, so they stay in a phone's first screen. */
  below?: ReactNode;
}

/** H1 on the brand concrete background with the two calls to action. */
export function PageHero({ title, lead, eyebrow, actions, children, minHeight = false, aside, backdrop, below }: PageHeroProps) {
  return (
    <section className={`hero-concrete on-brand text-white ${backdrop ? 'relative isolate overflow-hidden' : ''} ${minHeight ? 'flex min-h-[600px] items-center' : ''}`}>
      {backdrop}
      <div className={`container-page py-12 lg:py-16 ${aside ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_27rem] xl:gap-16' : ''}`}>
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
          {below}
        </div>
        {aside}
      </div>
    </section>
  );
}
