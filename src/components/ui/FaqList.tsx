import { faqJsonLd, type FaqItem } from '../../lib/jsonld.ts';
import { JsonLd } from './JsonLd.tsx';

interface FaqListProps {
  items: readonly FaqItem[];
  /** Set false when another FAQ on the page already carries the FAQPage block. */
  withJsonLd?: boolean;
}

/** Native disclosure list with the FAQPage JSON-LD built from the very same items. */
export function FaqList({ items, withJsonLd = true }: FaqListProps) {
  return (
    <>
      <div className="divide-y divide-line rounded-card border border-line bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-bold">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-2xl leading-none text-action transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
      {withJsonLd ? <JsonLd data={faqJsonLd(items)} /> : null}
    </>
  );
}
