import type { ReactNode } from 'react';

/** Each width names its class whole, so Tailwind sees it in the source. */
const termColumn = {
  narrow: 'sm:grid-cols-[8rem_minmax(0,1fr)]',
  wide: 'sm:grid-cols-[10rem_minmax(0,1fr)]',
} as const;

/** Facts as a ruled definition list, the term beside its value from the small breakpoint up (a request's, a visit's, a quote's). */
export function FactList({ rows, terms = 'narrow', className }: { rows: readonly (readonly [string, ReactNode])[]; terms?: keyof typeof termColumn; className?: string }) {
  return (
    <dl className={`${className ? `${className} ` : ''}divide-y divide-line border-y border-line`}>
      {rows.map(([term, value]) => (
        <div key={term} className={`grid gap-x-4 py-2 ${termColumn[terms]}`}>
          <dt className="font-bold">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
