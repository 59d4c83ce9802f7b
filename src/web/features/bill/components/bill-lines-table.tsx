// The bill's items: each line with its choices and note, quantity, rate and amount.
import type { Bill } from '#shared/api/billing.ts';
import { formatInr } from '#shared/money.ts';

// Each heading with its cell's padding: the outer columns keep to the page's edges.
const COLUMNS = [
  ['Item', 'py-1 pr-2'],
  ['Qty', 'px-1 py-1 text-right'],
  ['Rate', 'px-1 py-1 text-right'],
  ['Amount', 'py-1 pl-1 text-right'],
] as const;

export function BillLinesTable({ lines }: { lines: Bill['lines'] }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">Items</caption>
      <thead>
        <tr className="border-y border-stone-400 text-left">
          {COLUMNS.map(([name, padding]) => (
            <th key={name} scope="col" className={`${padding} font-semibold`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // The same item may be on two lines (two sugar levels): the position tells them apart.
          // A page break falls between rows, never through one (its choices and note with it).
          // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines never change order
          <tr key={index} className="break-inside-avoid border-b border-stone-200 align-top">
            <td className="py-1 pr-2">
              <span className="font-medium">{line.name}</span>
              {line.choices.length > 0 && (
                <span className="block text-[0.9em] text-stone-700">{line.choices.join(', ')}</span>
              )}
              {line.note && (
                <span className="block break-words text-[0.9em] italic text-stone-700">
                  <span className="sr-only">Note: </span>“{line.note}”
                </span>
              )}
            </td>
            <td className="px-1 py-1 text-right tabular-nums">{line.quantity}</td>
            <td className="px-1 py-1 text-right tabular-nums">{formatInr(line.rate)}</td>
            <td className="py-1 pl-1 text-right tabular-nums">{formatInr(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
