// The day close as printed (lib/print-rules.ts): rendered into a portal on <body> while a print
// is asked for, the only thing print media shows. A4 prints the page's tables; 80 mm folds each
// table into a receipt's lines (a row's heading, then each figure under its column's name), as a
// 72 mm roll cannot hold seven columns. It stays in the page until the dialog closes
// ('afterprint') or the next print replaces it, as the kitchen ticket does.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { foldCount, type ReportRow, type ReportTable } from '../lib/day-close-report.ts';
import { DAY_CLOSE_PRINT_ID, type DayClosePaper, dayClosePrintRules } from '../lib/print-rules.ts';

export type PrintHead = { title: string; lines: string[] };

function A4Table({ table }: { table: ReportTable }) {
  const [first, ...figures] = table.columns;
  const row = (r: ReportRow) => (
    <tr key={r.key}>
      <th scope="row">
        {r.heading}
        {r.note && <span className="dc-note">{r.note}</span>}
      </th>
      {r.cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {figures.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{table.rows.map(row)}</tbody>
      {table.total && <tfoot>{row(table.total)}</tfoot>}
    </table>
  );
}

function ReceiptRow(props: { row: ReportRow; figures: string[]; strong?: boolean }) {
  const { row, figures } = foldCount(props.row, props.figures);
  const strong = props.strong;
  const cells = row.cells.map((cell, index) => [figures[index] ?? '', cell] as const).filter(([, c]) => c);
  // One figure goes on the heading's line; more go under it, each with its column's name.
  if (cells.length === 1)
    return (
      <div className={strong ? 'dc-strong' : undefined}>
        <p className="dc-line">
          <span>{row.heading}</span>
          <span>{cells[0]?.[1]}</span>
        </p>
        {row.note && <span className="dc-note">{row.note}</span>}
      </div>
    );
  return (
    <div className={strong ? 'dc-strong' : undefined}>
      <p>
        <strong>{row.heading}</strong>
      </p>
      {row.note && <span className="dc-note">{row.note}</span>}
      {cells.map(([column, cell]) => (
        <p key={column} className="dc-line dc-sub">
          <span>{column}</span>
          <span>{cell}</span>
        </p>
      ))}
    </div>
  );
}

function ReceiptTable({ table }: { table: ReportTable }) {
  const figures = table.columns.slice(1);
  return (
    <>
      {table.rows.map((row) => (
        <ReceiptRow key={row.key} row={row} figures={figures} />
      ))}
      {table.total && <ReceiptRow row={table.total} figures={figures} strong />}
    </>
  );
}

function Report({ paper, head, tables }: { paper: DayClosePaper; head: PrintHead; tables: ReportTable[] }) {
  return (
    <div id={DAY_CLOSE_PRINT_ID} data-paper={paper}>
      <style>{dayClosePrintRules(paper)}</style>
      <h1>{head.title}</h1>
      <div className="dc-meta">
        {head.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {tables.map((table) => (
        <section key={table.id}>
          <h2>{table.title}</h2>
          {table.rows.length === 0 ? (
            <p>{table.empty}</p>
          ) : paper === 'a4' ? (
            <A4Table table={table} />
          ) : (
            <ReceiptTable table={table} />
          )}
        </section>
      ))}
      <p className="dc-sign">Manager's signature</p>
    </div>
  );
}

type Job = { key: number; paper: DayClosePaper };

/** print(paper) opens the browser's print dialog on the report; `portal` goes in the page. */
export function useDayClosePrint(head: PrintHead, tables: ReportTable[]) {
  const [job, setJob] = useState<Job>();
  const printed = useRef(0);
  const nextKey = useRef(1);

  useEffect(() => {
    if (!job || printed.current === job.key) return;
    printed.current = job.key;
    const drop = () => setJob((current) => (current?.key === job.key ? undefined : current));
    window.addEventListener('afterprint', drop, { once: true });
    // Blocks until the dialog closes in a real browser; the portal is on the page by now.
    window.print();
    return () => window.removeEventListener('afterprint', drop);
  }, [job]);

  return {
    print: (paper: DayClosePaper) => setJob({ key: nextKey.current++, paper }),
    portal: job
      ? createPortal(<Report paper={job.paper} head={head} tables={tables} />, document.body)
      : null,
  };
}
