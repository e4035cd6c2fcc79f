import type { TermsSection } from '../../lib/quote-terms.ts';
import { TextLink } from '../ui/TextLink.tsx';

/** The terms that apply, as text above the signature: what is signed is what was shown. */
export function QuoteTermsText({ terms }: { terms: readonly TermsSection[] }) {
  return (
    <section aria-labelledby="quote-terms" className="mt-8">
      <h2 id="quote-terms" className="text-xl">
        Terms
      </h2>
      {terms.map((section) => (
        <div key={section.heading} className="mt-3">
          <h3 className="text-base font-bold">{section.heading}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-small">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-3 text-small">
        All our terms: <TextLink href="/terms-of-service">Terms of Service</TextLink>.
      </p>
    </section>
  );
}
