/**
 * A bar for a value's share of the largest in a list. The SVG's own attributes draw it: the CSP
 * allows no style attribute.
 */
export function ShareBar({ value, largest }: { value: number; largest: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 2" preserveAspectRatio="none" className="block h-2 w-full overflow-hidden rounded-full">
      <rect width="100" height="2" className="fill-brand-tint" />
      <rect width={(value / Math.max(1, largest)) * 100} height="2" className="fill-brand" />
    </svg>
  );
}
