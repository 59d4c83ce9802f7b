// Orders of the range by the channel they came in by (docs/product.md#one-order-book): the
// storefront, the counter, the phone, a delivery platform; with each channel's share of the total.
import type { OrderChannel } from '#shared/order-book/channels.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

type ChannelTotal = { channel: OrderChannel; orders: number; total: number };

export function ChannelsTable({ channels }: { channels: readonly ChannelTotal[] }) {
  const total = channels.reduce((sum, c) => sum + c.total, 0);
  return (
    <TableCard title="Sales by channel">
      <FiguresTable
        look="card"
        caption="Orders and totals by channel, cancelled orders and orders awaiting an online payment left out"
        columns={['Channel', 'Orders', 'Total', 'Share']}
        rows={channels.map((c) => ({
          key: c.channel,
          heading: CHANNEL_LABELS[c.channel],
          cells: [c.orders, rupees(c.total), total > 0 ? `${Math.round((c.total / total) * 100)}%` : '-'],
        }))}
      />
    </TableCard>
  );
}
