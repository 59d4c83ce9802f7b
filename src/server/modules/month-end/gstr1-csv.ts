// The GSTR-1 summary as one CSV for the accountant (docs/product.md#gstr-1-summary): a heading
// naming the month, the GSTIN and the time zone, the statement that the accountant files, then the
// four tables one after another, each under its title, with the portal's column names. Cells are
// written with the orders export's functions (text quoted and made inert, amounts as numbers).
import type { Gstr1Summary } from '#shared/api/month-end.ts';
import { rupeesCell, textCell } from '../analytics/orders-csv.ts';

const line = (cells: string[]) => `${cells.join(',')}\r\n`;
const amount = (rupees: number) => rupeesCell(Math.round(rupees * 100));
const number = (value: number) => String(value);

export function gstr1Csv(summary: Gstr1Summary): string {
  const { period, shop } = summary;
  const heading = [
    line([
      textCell(`GSTR-1 summary for ${summary.month}`),
      textCell(`GSTIN ${shop.gstin ?? 'none'}`),
      textCell(`Period ${period.from} to ${period.to} (${period.timeZone})`),
    ]),
    line([textCell(summary.notDue ?? summary.statement)]),
  ];
  const b2cs = [
    '\r\n',
    line([textCell('B2C (small), table 7: bills less their credit notes')]),
    line(
      [
        'Type',
        'Place of supply',
        'Rate (%)',
        'Taxable value (INR)',
        'Integrated tax (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
        'Cess (INR)',
      ].map(textCell),
    ),
    ...summary.b2cs.map((r) =>
      line([
        textCell('OE'),
        textCell(r.placeOfSupply),
        number(r.ratePercent),
        amount(r.taxable),
        amount(r.igst),
        amount(r.cgst),
        amount(r.sgst),
        amount(r.cess),
      ]),
    ),
  ];
  const hsn = [
    '\r\n',
    line([textCell('HSN/SAC summary, table 12')]),
    line(
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
      ].map(textCell),
    ),
    ...summary.hsn.map((r) =>
      line([
        textCell(r.sac),
        textCell(r.description),
        textCell(r.uqc),
        number(r.quantity),
        number(r.ratePercent),
        amount(r.total),
        amount(r.taxable),
        amount(r.igst),
        amount(r.cgst),
        amount(r.sgst),
        amount(r.cess),
      ]),
    ),
  ];
  const notes = [
    '\r\n',
    line([textCell('Credit notes issued (netted into the tables above)')]),
    line(
      [
        'Rate (%)',
        'Notes',
        'Taxable value (INR)',
        'Central tax (INR)',
        'State/UT tax (INR)',
        'Round off (INR)',
        'Value (INR)',
      ].map(textCell),
    ),
    ...summary.creditNotes.map((r) =>
      line([
        number(r.ratePercent),
        number(r.notes),
        amount(r.taxable),
        amount(r.cgst),
        amount(r.sgst),
        amount(r.roundOff),
        amount(r.value),
      ]),
    ),
  ];
  const documents = [
    '\r\n',
    line([textCell('Documents issued, table 13')]),
    line(
      ['Nature of document', 'Sr. No. From', 'Sr. No. To', 'Total number', 'Cancelled', 'Net issued'].map(
        textCell,
      ),
    ),
    ...summary.documents.map((d) =>
      line([
        textCell(d.nature),
        textCell(d.from),
        textCell(d.to),
        number(d.total),
        number(d.cancelled),
        number(d.net),
      ]),
    ),
  ];
  return [...heading, ...b2cs, ...hsn, ...notes, ...documents].join('');
}
