import type { Analytics } from '#shared/api/analytics.ts';
import { formatAmount } from '#shared/money.ts';

export const rupees = (amount: number) => formatAmount(amount);

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Revenue is money the shop has earned: delivered orders only (docs/product.md#bills-and-kitchen-tickets);
 * what open orders come to is said beside it, so the day's takings are not overstated.
 */
export function SummaryCards({ summary }: { summary: Analytics['summary'] }) {
  const cards = [
    { label: 'Orders', value: String(summary.orders), note: 'placed, not cancelled' },
    {
      label: 'Revenue from delivered orders',
      value: rupees(summary.revenue),
      note: `${plural(summary.deliveredOrders, 'order')} delivered${
        summary.openValue > 0 ? `; ${rupees(summary.openValue)} in open orders` : ''
      }${summary.discounts > 0 ? `; ${rupees(summary.discounts)} of discounts` : ''}`,
    },
    {
      label: 'Average order value',
      value: rupees(summary.averageOrderValue),
      note: 'per delivered order',
    },
    {
      label: 'Cancellations',
      value: String(summary.cancelledOrders),
      note: `worth ${rupees(summary.cancelledValue)}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl xl:text-3xl">{card.value}</dd>
          <dd className="mt-1 text-xs text-stone-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
