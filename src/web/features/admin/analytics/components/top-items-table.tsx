import { useId } from 'react';
import type { TopItem } from '../../../../../shared/api/analytics';
import { rupees } from './summary-cards';

export function TopItemsTable({ title, items }: { title: string; items: TopItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="mb-3 font-bold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">No orders in this range</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className="w-8 py-2 pr-2 font-semibold">
                #
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Quantity
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.menuItemId ?? 'gone'}-${item.name}`} className="border-b border-stone-100">
                <td className="py-2 pr-2 tabular-nums text-stone-600">{index + 1}</td>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {item.name}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right tabular-nums">{rupees(item.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
