// The GSTR-1 summary's four tables (docs/product.md#gstr-1-summary): B2C (small), the HSN/SAC
// summary, the credit notes netted into them, and the documents issued. Each is a region named by
// its heading; a table wider than a phone scrolls inside its card, which then takes focus so a
// keyboard can scroll it too.
import type { Gstr1Summary } from '#shared/api/month-end.ts';
import { formatInr } from '#shared/money.ts';
import { type FiguresRow, FiguresTable } from '#web/features/admin/analytics/components/figures-table.tsx';
import { ScrollingRegion } from '#web/features/admin/analytics/components/scrolling-region.tsx';
import { TableCard } from '#web/features/admin/analytics/components/table-card.tsx';

function Table({
  title,
  empty,
  columns,
  rows,
}: {
  title: string;
  empty: string;
  columns: [string, ...string[]];
  rows: FiguresRow[];
}) {
  return (
    <TableCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-700">{empty}</p>
      ) : (
        <ScrollingRegion label={`${title}, scrolls sideways`}>
          <FiguresTable look="card" columns={columns} rows={rows} />
        </ScrollingRegion>
      )}
    </TableCard>
  );
}

const rate = (percent: number) => `${percent}%`;
const inr = (...rupees: number[]) => rupees.map(formatInr);

/** A bill number or a state kept on one line: the table scrolls rather than break it. */
const Nowrap = ({ children }: { children: string }) => <span className="whitespace-nowrap">{children}</span>;

export function Gstr1Tables({ summary }: { summary: Gstr1Summary }) {
  return (
    <div className="grid gap-4">
      <Table
        title="B2C (small), table 7"
        empty="No bills under GST this month."
        columns={['Rate', 'Place of supply', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Cess']}
        rows={summary.b2cs.map((r) => ({
          key: r.ratePercent,
          heading: rate(r.ratePercent),
          cells: [
            <Nowrap key="pos">{r.placeOfSupply}</Nowrap>,
            ...inr(r.taxable, r.cgst, r.sgst, r.igst, r.cess),
          ],
        }))}
      />
      <Table
        title="HSN/SAC summary, table 12"
        empty="No bills under GST this month."
        columns={['SAC', 'Description', 'UQC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Total value']}
        rows={summary.hsn.map((r) => ({
          key: r.ratePercent,
          heading: r.sac,
          cells: [r.description, r.uqc, rate(r.ratePercent), ...inr(r.taxable, r.cgst, r.sgst, r.total)],
        }))}
      />
      <Table
        title="Credit notes (taken off the tables above)"
        empty="No credit notes this month."
        columns={['Rate', 'Notes', 'Taxable value', 'CGST', 'SGST', 'Round off', 'Value']}
        rows={summary.creditNotes.map((r) => ({
          key: r.ratePercent,
          heading: rate(r.ratePercent),
          cells: [String(r.notes), ...inr(r.taxable, r.cgst, r.sgst, r.roundOff, r.value)],
        }))}
      />
      <Table
        title="Documents issued, table 13"
        empty="No bills or credit notes this month."
        columns={['Nature of document', 'From', 'To', 'Total', 'Cancelled', 'Net issued']}
        rows={summary.documents.map((d) => ({
          key: `${d.docNum}-${d.series}`,
          heading: d.nature,
          cells: [
            <Nowrap key="from">{d.from}</Nowrap>,
            <Nowrap key="to">{d.to}</Nowrap>,
            String(d.total),
            String(d.cancelled),
            String(d.net),
          ],
        }))}
      />
    </div>
  );
}
