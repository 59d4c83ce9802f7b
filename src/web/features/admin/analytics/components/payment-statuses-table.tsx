// Orders of the range by where their money stands (docs/product.md#online-payments): pending
// (at-door money not yet collected, or never paid before a cancellation), paid, failed, refunded
// and partly refunded, each with its orders' total and what the gateway sent back for them.
import type { Analytics } from '#shared/api/analytics.ts';
import { PAYMENT_STATUS_LABELS } from '#shared/orders.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

export function PaymentStatusesTable({ statuses }: { statuses: Analytics['paymentStatuses'] }) {
  return (
    <TableCard title="Payment status">
      <FiguresTable
        look="card"
        caption="Orders placed in the range by payment status, cancelled orders included, with their totals and the refunds sent back; orders still awaiting an online payment are not counted"
        columns={['Status', 'Orders', 'Total', 'Refunded']}
        rows={statuses.map((s) => ({
          key: s.status,
          heading: PAYMENT_STATUS_LABELS[s.status],
          cells: [s.orders, rupees(s.total), rupees(s.refunded)],
        }))}
      />
    </TableCard>
  );
}
