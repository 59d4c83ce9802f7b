// The GSTR-1 summary as one CSV for the accountant (docs/product.md#gstr-1-summary): a heading
// naming the month, the GSTIN and the time zone, the statement that the accountant files, then the
// four tables one after another, each under its title, with the portal's column names. Cells are
// written with the orders export's functions (text quoted and made inert, amounts as numbers).

import { rupeesCell, textCell } from '#server/http/csv-cells.ts';
import type { Gstr1Summary } from '#shared/api/month-end.ts';

const line = (cells: string[]) => `${cells.join(',')}\r\n`;
const amount = (rupees: number) => rupeesCell(Math.round(rupees * 100));
const amounts = (...rupees: number[]) => rupees.map(amount);
const number = (value: number) => String(value);

/** A blank line, the table's title, its column names, then its rows. */
function table(title: string, columns: string[], rows: string[][]): string[] {
  return ['\r\n', line([textCell(title)]), line(columns.map(textCell)), ...rows.map(line)];
}

export function gstr1Csv(summary: Gstr1Summary): string {
  const { period, shop } = summary;
  return [
    line([
      textCell(`GSTR-1 summary for ${summary.month}`),
      textCell(`GSTIN ${shop.gstin ?? 'none'}`),
      textCell(`Period ${period.from} to ${period.to} (${period.timeZone})`),
    ]),
    line([textCell(summary.notDue ?? summary.statement)]),
    ...table(
      'B2C (small), table 7: bills less their credit notes',
      [
        'Type',
        'Place of supply',
        'Rate (%)',
        'Taxable value (INR)',
        'Integrated tax (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
        'Cess (INR)',
      ],
      summary.b2cs.map((r) => [
        textCell('OE'),
        textCell(r.placeOfSupply),
        number(r.ratePercent),
        ...amounts(r.taxable, r.igst, r.cgst, r.sgst, r.cess),
      ]),
    ),
    ...table(
      'HSN/SAC summary, table 12',
      [
        'HSN/SAC',
        'Description',
        'UQC',
        'Total quantity',
        'Rate (%)',
        'Total value (INR)',
        'Taxable value (INR)',
        'Integrated tax (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
        'Cess (INR)',
      ],
      summary.hsn.map((r) => [
        textCell(r.sac),
        textCell(r.description),
        textCell(r.uqc),
        number(r.quantity),
        number(r.ratePercent),
        ...amounts(r.total, r.taxable, r.igst, r.cgst, r.sgst, r.cess),
      ]),
    ),
    ...table(
      'Credit notes issued (netted into the tables above)',
      [
        'Rate (%)',
        'Notes',
        'Taxable value (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
        'Round off (INR)',
        'Value (INR)',
      ],
      summary.creditNotes.map((r) => [
        number(r.ratePercent),
        number(r.notes),
        ...amounts(r.taxable, r.cgst, r.sgst, r.roundOff, r.value),
      ]),
    ),
    ...table(
      'Documents issued, table 13',
      ['Nature of document', 'Sr. No. From', 'Sr. No. To', 'Total number', 'Cancelled', 'Net issued'],
      summary.documents.map((d) => [
        textCell(d.nature),
        textCell(d.from),
        textCell(d.to),
        number(d.total),
        number(d.cancelled),
        number(d.net),
      ]),
    ),
  ].join('');
}
