// An order's lines as the kitchen reads them at arm's length: quantity and item large, the choices
// under them, and the customer's note set apart ('Note: less milk'). Everything is React text, so
// a note with markup in it shows as the characters typed (docs/product.md#item-options).
import type { Order } from '#shared/api/orders.ts';
import { lineChoices } from '#shared/kitchen/line-choices.ts';

export function OrderLines({ lines }: { lines: Order['lines'] }) {
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line, index) => {
        const choices = lineChoices(line);
        return (
          // Lines have no id of their own, and the same item may come twice with other choices.
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
          <li key={index} className="py-1.5 text-base leading-snug first:pt-0">
            <p className="text-lg font-extrabold text-stone-950">
              <span className="tabular-nums">{line.quantity}</span> × {line.name}
            </p>
            {choices && <p className="pl-5 font-semibold text-stone-800">{choices}</p>}
            {line.note && (
              <p className="mt-1 ml-5 rounded-md border-l-4 border-amber-600 bg-amber-100 px-2 py-1 font-bold text-amber-950 break-words">
                Note: {line.note}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
