import { CallButton } from '../ui/CallButton.tsx';
import { Icon } from '../ui/Icon.tsx';

/** Urgent jobs should not wait for a form reply: the page closes with a direct call. */
export function EmergencyBanner() {
  return (
    <section aria-labelledby="emergency-title" className="hero-concrete on-brand text-white">
      <div className="container-page flex flex-col items-start gap-6 py-12 lg:flex-row lg:items-center lg:justify-between lg:py-14">
        <div className="flex max-w-3xl gap-4">
          <span className="mt-1 hidden size-12 shrink-0 items-center justify-center rounded-lg bg-action text-white sm:inline-flex">
            <Icon name="alert" size={26} />
          </span>
          <div>
            <h2 id="emergency-title" className="text-white">
              Concrete Emergency?
            </h2>
            <p className="mt-3 text-lg text-on-brand-muted">
              A slab that dropped overnight, a broken step at your front door or a trip hazard at your storefront should not
              wait for an e-mail. Call us: we offer same-day or next-day service and emergency repairs across the Charlotte
              metro.
            </p>
          </div>
        </div>
        <CallButton label="Call Now:" className="shrink-0 px-7 py-3 text-lg" />
      </div>
    </section>
  );
}
