// The day close's tables on screen (lib/day-close-report.ts says what is in them): each a region
// named by its heading; a table wider than a phone scrolls inside its card, and the card then
// takes focus so a keyboard can scroll it too.
import { type ReactNode, useId } from 'react';
import type { ReportRow, ReportTable } from '../lib/day-close-report.ts';

function Row({ row, strong = false }: { row: ReportRow; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t-2 border-stone-300 font-bold' : 'border-b border-stone-100'}>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {row.heading}
        {row.note && <span className="block text-xs font-normal text-amber-900">{row.note}</span>}
      </th>
      {row.cells.map((cell, index) => (
        // Cells are positional: a refund's reason may repeat another's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
        <td key={index} className="py-2 pr-3 text-right tabular-nums last:pr-0">
          {cell}
        </td>
      ))}
    </tr>
  );
}

/** A table wider than a phone scrolls in a region that takes focus, so a keyboard can scroll it. */
function Scroller({ wide, label, children }: { wide: boolean; label: string; children: ReactNode }) {
  if (!wide) return <div>{children}</div>;
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </section>
  );
}

function TableSection({ table }: { table: ReportTable }) {
  const headingId = useId();
  const [first, ...figures] = table.columns;
  const wide = table.columns.length > 3;
  const empty = table.rows.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`day-close-${table.id}`}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 font-bold">
        {table.title}
      </h2>
      {empty ? (
        <p className="text-sm text-stone-600">{table.empty}</p>
      ) : (
        <Scroller wide={wide} label={`${table.title}, scrolls sideways`}>
          <table aria-labelledby={headingId} className="w-full text-sm">
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  {first}
                </th>
                {figures.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 text-right font-semibold last:pr-0">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <Row key={row.key} row={row} />
              ))}
            </tbody>
            {table.total && (
              <tfoot>
                <Row row={table.total} strong />
              </tfoot>
            )}
          </table>
        </Scroller>
      )}
    </section>
  );
}

export function ReportTables({ tables }: { tables: ReportTable[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {tables.map((table) => (
        <TableSection key={table.id} table={table} />
      ))}
    </div>
  );
}
