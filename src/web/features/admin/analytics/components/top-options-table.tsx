// The options ordered most (docs/product.md#item-options): each as 'Group · Option', the units
// ordered with it and what it added to revenue (its extra price times those units).
import type { Analytics } from '#shared/api/analytics.ts';
import { FiguresCard } from './figures-card.tsx';
import { rupees } from './summary-cards.tsx';

export function TopOptionsTable({ options }: { options: Analytics['topOptions'] }) {
  return (
    <FiguresCard
      title="Top 10 options"
      empty="No options chosen in this range"
      ranked
      columns={['Group · Option', 'Units', 'Extra revenue']}
      rows={options.map((option) => ({
        key: `${option.group}-${option.name}`,
        heading: `${option.group} · ${option.name}`,
        cells: [option.quantity, rupees(option.revenue)],
      }))}
    />
  );
}
