import type { ReactNode } from 'react';
import { business } from '../../config/business.ts';
import { estimateAddedId } from '../../lib/estimate-query.ts';
import { ContactInfo } from './ContactInfo.tsx';

/**
 * The form card beside the contact details. The island is passed in as children because
 * Astro hydrates it from the page, not from inside another component. The cost estimator's
 * hand-off opens the page on the note above the form (its address ends in #estimate-added),
 * which shows only then: in the page from the first paint, so nothing moves when the form fills in.
 */
export function QuoteSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="quote-form-title" className="section bg-surface-alt">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div id="quote-form" className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 id="quote-form-title">Request Your Free Quote</h2>
          <p className="mt-3 mb-8 text-muted">
            Tell us what needs fixing and where. We reply within {business.responseTime}, usually to set up a free on-site
            estimate at a time that suits you.
          </p>
          <p id={estimateAddedId} className="mb-8 hidden scroll-mt-24 rounded-lg border-l-4 border-brand bg-brand-tint p-4 font-semibold target:block">
            We added your estimate below. Add your name, phone and e-mail, then send it.
          </p>
          {children}
        </div>
        <ContactInfo />
      </div>
    </section>
  );
}
