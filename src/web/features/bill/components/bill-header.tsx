// The bill's head: who sells (with GSTIN and FSSAI licence when the shop has them) beside the bill's
// numbers, date and payment; on 80 mm paper the two stack, centred.
import type { Bill } from '#shared/api/billing.ts';
import { channelText, tokenText } from '#shared/order-book/book-text.ts';
import { paymentLabel } from '#shared/orders.ts';
import { BillRow } from './bill-row.tsx';
import { SellerBlock } from './seller-block.tsx';

type Props = { bill: Bill; narrow: boolean; timeZone: string };

export function BillHeader({ bill, narrow, timeZone }: Props) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <header className={narrow ? 'space-y-2 text-center' : 'grid gap-4 sm:grid-cols-2 sm:gap-6'}>
      <SellerBlock
        id="bill-title"
        title={bill.title}
        seller={bill.seller}
        titleClassName={`font-extrabold uppercase tracking-wide ${narrow ? 'text-base' : 'text-2xl'}`}
      />
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
