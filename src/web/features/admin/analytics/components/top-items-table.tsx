import type { TopItem } from '#shared/api/analytics.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

export function TopItemsTable({ title, items }: { title: string; items: TopItem[] }) {
  return (
    <TableCard title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">No orders in this range</p>
      ) : (
        <FiguresTable
          look="card"
          ranked
          columns={['Item', 'Quantity', 'Revenue']}
          rows={items.map((item) => ({
            key: `${item.menuItemId ?? 'gone'}-${item.name}`,
            heading: item.name,
            cells: [item.quantity, rupees(item.revenue)],
          }))}
        />
      )}
    </TableCard>
  );
}
