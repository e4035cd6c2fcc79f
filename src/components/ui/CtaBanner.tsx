import { CallActions } from './CallActions.tsx';

interface CtaBannerProps {
  title?: string;
  text?: string;
}

/** Closing call to action: every page ends with a clear next step. */
export function CtaBanner({
  title = 'Ready to Fix Your Concrete?',
  text = 'Call for a free estimate or send us your project details. Most repairs are scheduled within days and finished in 1-2 days.',
}: CtaBannerProps) {
  return (
    <section aria-labelledby="cta-title" className="hero-concrete on-brand text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-on-brand-muted">{text}</p>
        </div>
        <CallActions className="flex flex-wrap gap-3" variant="onDark" />
      </div>
    </section>
  );
}
