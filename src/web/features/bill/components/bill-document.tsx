// The bill as printed (docs/product.md#bills-and-kitchen-tickets): seller with GSTIN and FSSAI
// licence, bill and order numbers, the customer, the lines, the totals with the tax, the payment
// and the notes. Everything comes from the server's bill, which keeps what the order was placed and
// billed with; this only lays it out, for A4 and A5 side by side, for 80 mm in one narrow column.
import type { Bill } from '#shared/api/billing.ts';
import { formatInr } from '#shared/money.ts';
import { PAYMENT_LABELS } from '#shared/orders.ts';
import type { Paper } from '../lib/paper.ts';

type Props = { bill: Bill; paper: Paper; timeZone: string };

export function BillDocument({ bill, paper, timeZone }: Props) {
  const narrow = paper === '80mm';
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const { tax } = bill;
  const taxed = tax.regime === 'regular';
  const half = `${tax.ratePercent / 2}%`;
  const row = 'flex justify-between gap-3';
  return (
    <article aria-labelledby="bill-title" className={narrow ? 'space-y-3' : 'space-y-5'}>
      <header className={narrow ? 'space-y-2 text-center' : 'grid gap-4 sm:grid-cols-2 sm:gap-6'}>
        <div className="space-y-0.5">
          <h1
            id="bill-title"
            className={`font-extrabold uppercase tracking-wide ${narrow ? 'text-base' : 'text-2xl'}`}
          >
            {bill.title}
          </h1>
          <p className="font-bold">{bill.seller.name}</p>
          {bill.seller.address && <p className="whitespace-pre-line">{bill.seller.address}</p>}
          {bill.seller.gstin && (
            <p>
              GSTIN: <span className="font-mono">{bill.seller.gstin}</span>
            </p>
          )}
          {bill.seller.fssai && (
            <p>
              FSSAI Lic. No. <span className="font-mono">{bill.seller.fssai}</span>
            </p>
          )}
        </div>
        <dl
          className={
            narrow ? 'space-y-0.5 border-t border-dashed border-stone-400 pt-2 text-left' : 'space-y-1'
          }
        >
          <div className={row}>
            <dt>Bill No.</dt>
            <dd className="font-mono font-bold">{bill.number}</dd>
          </div>
          <div className={row}>
            <dt>Date</dt>
            <dd>{when.format(new Date(bill.issuedAt))}</dd>
          </div>
          <div className={row}>
            <dt>Order No.</dt>
            <dd className="font-mono">{bill.orderNumber}</dd>
          </div>
          <div className={row}>
            <dt>Payment</dt>
            <dd>{PAYMENT_LABELS[bill.paymentMethod]}</dd>
          </div>
        </dl>
      </header>

      <section
        aria-labelledby="bill-to"
        className={narrow ? 'border-t border-dashed border-stone-400 pt-2' : ''}
      >
        <h2 id="bill-to" className="font-bold">
          Billed to
        </h2>
        {bill.customer.name && <p>{bill.customer.name}</p>}
        {bill.customer.phone && <p>{bill.customer.phone}</p>}
        <p className="break-words">{bill.customer.address ?? 'Pickup from the shop'}</p>
      </section>

      <table className="w-full border-collapse">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-y border-stone-400 text-left">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Item
            </th>
            <th scope="col" className="px-1 py-1 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-1 py-1 text-right font-semibold">
              Rate
            </th>
            <th scope="col" className="py-1 pl-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            // The same item may be on two lines (two sugar levels): the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines never change order
            <tr key={index} className="border-b border-stone-200 align-top">
              <td className="py-1 pr-2">
                <span className="font-medium">{line.name}</span>
                {line.choices.length > 0 && (
                  <span className="block text-[0.9em] text-stone-700">{line.choices.join(', ')}</span>
                )}
                {line.note && (
                  <span className="block break-words text-[0.9em] italic text-stone-700">
                    <span className="sr-only">Note: </span>“{line.note}”
                  </span>
                )}
              </td>
              <td className="px-1 py-1 text-right tabular-nums">{line.quantity}</td>
              <td className="px-1 py-1 text-right tabular-nums">{formatInr(line.rate)}</td>
              <td className="py-1 pl-1 text-right tabular-nums">{formatInr(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl
        aria-label="Totals"
        className={`space-y-0.5 tabular-nums ${narrow ? '' : 'sm:ml-auto sm:w-1/2 sm:min-w-64'}`}
      >
        <div className={row}>
          <dt>Subtotal</dt>
          <dd>{formatInr(bill.subtotal)}</dd>
        </div>
        {bill.discount > 0 && (
          <div className={row}>
            <dt>Discount{bill.discountCode ? ` (${bill.discountCode})` : ''}</dt>
            <dd>-{formatInr(bill.discount)}</dd>
          </div>
        )}
        {bill.orderType === 'delivery' && (
          <div className={row}>
            <dt>Delivery fee</dt>
            <dd>{formatInr(bill.deliveryFee)}</dd>
          </div>
        )}
        {taxed && (
          <>
            <div className={`${row} border-t border-stone-300 pt-0.5`}>
              <dt>Taxable value</dt>
              <dd>{formatInr(tax.taxable)}</dd>
            </div>
            <div className={row}>
              <dt>CGST {half}</dt>
              <dd>{formatInr(tax.cgst)}</dd>
            </div>
            <div className={row}>
              <dt>SGST {half}</dt>
              <dd>{formatInr(tax.sgst)}</dd>
            </div>
          </>
        )}
        <div
          className={`${row} border-y-2 border-stone-800 py-1 font-extrabold ${narrow ? 'text-sm' : 'text-lg'}`}
        >
          <dt>Total</dt>
          <dd>{formatInr(bill.total)}</dd>
        </div>
      </dl>

      {bill.notes.length > 0 && (
        <ul aria-label="Notes" className={`space-y-0.5 text-stone-700 ${narrow ? 'text-center' : ''}`}>
          {bill.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
