// Every analytics table: a heading per row, then its figures aligned right. A card's own table
// (best sellers, payment methods) and a chart's figures (in a scrolling region under the chart,
// so there the column headings stay in view) differ only in their spacing.
import type { ReactNode } from 'react';

export type FiguresRow = { key: string | number; heading: ReactNode; cells: ReactNode[] };

const LOOKS = {
  card: {
    table: 'w-full text-left text-sm',
    head: 'border-b border-stone-200 text-stone-600',
    cell: 'py-2 pr-3 last:pr-0',
  },
  chart: {
    table: 'w-full text-left',
    head: 'sticky top-0 border-b border-stone-200 bg-white text-stone-600',
    cell: 'py-1.5 pr-3',
  },
} as const;

export type FiguresTableProps = {
  look: keyof typeof LOOKS;
  /** For screen readers: what the table holds, when its heading does not say it. */
  caption?: string;
  /** The row headings' column, then the figures' columns. */
  columns: [string, ...string[]];
  rows: FiguresRow[];
  /** A first column numbering the rows, for rankings. */
  ranked?: boolean;
};

export function FiguresTable({ look, caption, columns, rows, ranked = false }: FiguresTableProps) {
  const { table, head, cell } = LOOKS[look];
  const [first, ...figures] = columns;
  return (
    <table className={table}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={head}>
        <tr>
          {ranked && (
            <th scope="col" className="w-8 py-2 pr-2 font-semibold">
              #
            </th>
          )}
          <th scope="col" className={`${cell} font-semibold`}>
            {first}
          </th>
          {figures.map((column) => (
            <th key={column} scope="col" className={`${cell} text-right font-semibold`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key} className="border-b border-stone-100">
            {ranked && <td className="py-2 pr-2 tabular-nums text-stone-600">{index + 1}</td>}
            <th scope="row" className={`${cell} font-medium`}>
              {row.heading}
            </th>
            {row.cells.map((figure, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table.
              <td key={i} className={`${cell} text-right tabular-nums`}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
