import type { SetupItem } from '../../../lib/site-view.ts';

/** "Finish setting up your site": the placeholders still on the site, each linking to its field. */
export function SetupChecklist({ items }: { items: readonly SetupItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="setup-title" className="mb-6 rounded-card border border-line border-l-8 border-l-action bg-white p-4 shadow-card sm:p-6">
      <h2 id="setup-title" className="text-xl">
        Finish setting up your site
      </h2>
      <p className="mt-1 text-muted">Your site still shows sample details. Replace them so customers reach you, not a placeholder.</p>
      <ol className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.href} className="flex min-h-11 items-center gap-2">
            <span aria-hidden="true" className={item.done ? 'text-success' : 'text-muted'}>
              {item.done ? '✓' : '○'}
            </span>
            <a href={item.href} className="font-semibold">
              {item.label}
            </a>
            {item.done ? <span className="text-small text-muted">(done)</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
