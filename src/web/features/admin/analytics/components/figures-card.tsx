// A card of the analytics page that is one ranked figures table (best sellers, top options), or
// the sentence saying the range has nothing to rank.
import type { FiguresTableProps } from './figures-table.tsx';
import { FiguresTable } from './figures-table.tsx';
import { TableCard } from './table-card.tsx';

type Props = Omit<FiguresTableProps, 'look'> & {
  title: string;
  /** Shown instead of an empty table. */
  empty: string;
};

export function FiguresCard({ title, empty, ...table }: Props) {
  return (
    <TableCard title={title}>
      {table.rows.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <FiguresTable look="card" {...table} />
      )}
    </TableCard>
  );
}
