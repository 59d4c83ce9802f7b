// An order's lines as the customer reads them after ordering (the confirmation and My orders):
// quantity, name, the choices and note under it, and the line's total.
import type { Order } from '#shared/api/orders.ts';
import { formatAmount } from '#shared/money.ts';
import { LineChoices } from './line-choices.tsx';

type Props = {
  lines: Order['lines'];
  /** The list's own classes; each line is a row of name and total. */
  className?: string;
  lineClassName?: string;
  'aria-label'?: string;
};

export function OrderLineList({ lines, className, lineClassName = '', 'aria-label': label }: Props) {
  return (
    <ul aria-label={label} className={className}>
      {lines.map((l, index) => (
        // The same item may be on two lines (two sugar levels): the position tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order
        <li key={index} className={`flex justify-between gap-3 ${lineClassName}`.trim()}>
          <span className="min-w-0">
            {l.quantity} × {l.name}
            <LineChoices line={l} />
          </span>
          <span className="tabular-nums">{formatAmount(l.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
