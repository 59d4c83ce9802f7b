// The options ordered most (docs/product.md#item-options): each as 'Group · Option', the units
// ordered with it and what it added to revenue (its extra price times those units).
import type { Analytics } from '#shared/api/analytics.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';
import { TableCard } from './table-card.tsx';

export function TopOptionsTable({ options }: { options: Analytics['topOptions'] }) {
  return (
    <TableCard title="Top 10 options">
      {options.length === 0 ? (
        <p className="text-sm text-stone-600">No options chosen in this range</p>
      ) : (
        <FiguresTable
          look="card"
          ranked
          columns={['Group · Option', 'Units', 'Extra revenue']}
          rows={options.map((option) => ({
            key: `${option.group}-${option.name}`,
            heading: `${option.group} · ${option.name}`,
            cells: [option.quantity, rupees(option.revenue)],
          }))}
        />
      )}
    </TableCard>
  );
}
