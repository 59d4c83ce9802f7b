// Orders of the range by channel (docs/product.md#one-order-book): the storefront, the counter,
// the phone and later a delivery platform, with the revenue of each channel's delivered orders.
import type { Analytics } from '#shared/api/analytics.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

export function ChannelsTable({ channels }: { channels: Analytics['channels'] }) {
  const total = channels.reduce((sum, c) => sum + c.revenue, 0);
  return (
    <TableCard title="Channels">
      <FiguresTable
        look="card"
        caption="Orders by channel, cancelled orders left out, and the revenue of each channel's delivered orders"
        columns={['Channel', 'Orders', 'Revenue', 'Share']}
        rows={channels.map((c) => ({
          key: c.channel,
          heading: CHANNEL_LABELS[c.channel],
          cells: [c.orders, rupees(c.revenue), total > 0 ? `${Math.round((c.revenue / total) * 100)}%` : '-'],
        }))}
      />
    </TableCard>
  );
}
