import type { TopItem } from '#shared/api/analytics.ts';
import { FiguresCard } from './figures-card.tsx';
import { rupees } from './summary-cards.tsx';

export function TopItemsTable({ title, items }: { title: string; items: TopItem[] }) {
  return (
    <FiguresCard
      title={title}
      empty="No orders in this range"
      ranked
      columns={['Item', 'Quantity', 'Revenue']}
      rows={items.map((item) => ({
        key: `${item.menuItemId ?? 'gone'}-${item.name}`,
        heading: item.name,
        cells: [item.quantity, rupees(item.revenue)],
      }))}
    />
  );
}
