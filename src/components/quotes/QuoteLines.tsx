import type { QuoteLine } from '../../lib/quote-document-view.ts';
import { formatCents, formatQuantity, lineAmount } from '../../lib/quote-money.ts';
import type { OptionBox } from '../../lib/quote-page-view.ts';

const perUnit = (line: QuoteLine) => `${formatQuantity(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ''} × ${formatCents(line.unitPriceCents)}`;

/**
 * The quote's lines: the work, the quantity and unit price under it, the amount. An optional line
 * is a checkbox the customer ticks to add it; once signed, the boxes show the choice and are fixed.
 */
export function QuoteLines({ lines, options, fixed }: { lines: readonly QuoteLine[]; options: readonly OptionBox[]; fixed: boolean }) {
  const boxes = new Map(options.map((option) => [option.lineId, option]));
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">The work and its price</caption>
      <thead>
        <tr className="border-b-2 border-ink">
          <th scope="col" className="py-2 pr-3">
            Work
          </th>
          <th scope="col" className="py-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const box = boxes.get(line.id);
          return (
            <tr key={line.id} className="border-b border-line align-top">
              <td className="py-3 pr-3">
                {box ? (
                  <label htmlFor={box.inputId} className="flex cursor-pointer gap-3">
                    <input
                      type="checkbox"
                      id={box.inputId}
                      name="option"
                      value={line.id}
                      defaultChecked={box.checked}
                      disabled={fixed}
                      className="mt-1 size-6 shrink-0 accent-brand"
                    />
                    <span>
                      <span className="block font-bold break-words">{line.description}</span>
                      <span className="block text-small text-muted">{`${fixed ? `Optional, ${box.checked ? 'chosen' : 'not chosen'}` : 'Optional: tick to add it'} · ${perUnit(line)}`}</span>
                    </span>
                  </label>
                ) : (
                  <>
                    <span className="block font-bold break-words">{line.description}</span>
                    <span className="block text-small text-muted">{perUnit(line)}</span>
                  </>
                )}
              </td>
              <td className="py-3 text-right tabular-nums whitespace-nowrap">{formatCents(lineAmount(line.quantityMilli, line.unitPriceCents))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
