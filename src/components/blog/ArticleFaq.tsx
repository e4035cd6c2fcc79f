import type { FaqItem } from '../../lib/jsonld.ts';
import { FaqList } from '../ui/FaqList.tsx';

export function ArticleFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently Asked Questions</h2>
      <div className="mt-6">
        <FaqList items={items} />
      </div>
    </section>
  );
}
