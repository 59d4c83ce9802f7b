// Orders of the range by how they are paid: cash, card and UPI at the door, and paid online
// through the gateway ('Paid online'), with each method's share of the total.
import type { Analytics } from '#shared/api/analytics.ts';
import { PAYMENT_LABELS } from '#shared/orders.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

export function PaymentsTable({ payments }: { payments: Analytics['payments'] }) {
  const total = payments.reduce((sum, p) => sum + p.total, 0);
  return (
    <TableCard title="Payment methods">
      <FiguresTable
        look="card"
        caption="Orders and totals by payment method, cancelled orders and orders awaiting an online payment left out"
        columns={['Method', 'Orders', 'Total', 'Share']}
        rows={payments.map((p) => ({
          key: p.method,
          heading: PAYMENT_LABELS[p.method],
          cells: [p.orders, rupees(p.total), total > 0 ? `${Math.round((p.total / total) * 100)}%` : '-'],
        }))}
      />
    </TableCard>
  );
}
