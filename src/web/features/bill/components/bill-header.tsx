// The bill's head: who sells (with GSTIN and FSSAI licence when the shop has them) beside the bill's
// numbers, date and payment; on 80 mm paper the two stack, centred.
import type { Bill } from '#shared/api/billing.ts';
import { channelText, tokenText } from '#shared/order-book/book-text.ts';
import { paymentLabel } from '#shared/orders.ts';
import { BillRow } from './bill-row.tsx';

type Props = { bill: Bill; narrow: boolean; timeZone: string };

export function BillHeader({ bill, narrow, timeZone }: Props) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
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
        <BillRow label="Bill No." valueClassName="font-mono font-bold">
          {bill.number}
        </BillRow>
        <BillRow label="Date">{when.format(new Date(bill.issuedAt))}</BillRow>
        <BillRow label="Order No." valueClassName="font-mono">
          {bill.orderNumber}
        </BillRow>
        {channelText(bill.book) && <BillRow label="Taken">{channelText(bill.book)}</BillRow>}
        {tokenText(bill.book) && (
          <BillRow label="Token" valueClassName="font-mono font-bold">
            {bill.book?.token}
          </BillRow>
        )}
        <BillRow label="Payment">{paymentLabel(bill.paymentMethod, bill.orderType)}</BillRow>
      </dl>
    </header>
  );
}
