import { useId } from 'react';
import type { Analytics } from '../../../../../shared/api/analytics';
import { PAYMENT_LABELS } from '../../../../../shared/orders';
import { rupees } from './summary-cards';

export function PaymentsTable({ payments }: { payments: Analytics['payments'] }) {
  const headingId = useId();
  const total = payments.reduce((sum, p) => sum + p.total, 0);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="mb-3 font-bold">
        Payment methods
      </h3>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders and totals by payment method, cancelled orders left out</caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Method
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.method} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-3 font-medium">
                {PAYMENT_LABELS[p.method]}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{p.orders}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{rupees(p.total)}</td>
              <td className="py-2 text-right tabular-nums">
                {total > 0 ? `${Math.round((p.total / total) * 100)}%` : '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
