// The bill's totals: subtotal, discount, delivery fee, and under the regular GST regime the taxable
// value split into CGST and SGST at half the rate each, the 'Round off' line when the total was
// rounded to the rupee (docs/product.md#round-off), then the total; a tip for the rider after
// it, outside the supply, and the amount paid (decision 036).
import type { Bill } from '#shared/api/billing.ts';
import { ROUND_OFF_LABEL, roundOffSign } from '#shared/billing/round-off-line.ts';
import { AMOUNT_PAID_LABEL, supplyTotalRupees, TIP_BILL_LABEL } from '#shared/come-back/tips-rules.ts';
import { formatInr } from '#shared/money.ts';
import { BillRow } from './bill-row.tsx';

export function BillTotals({ bill, narrow }: { bill: Bill; narrow: boolean }) {
  const { tax } = bill;
  const half = `${tax.ratePercent / 2}%`;
  return (
    <dl
      aria-label="Totals"
      // Printed whole: a total cut from its subtotal and tax by a page break reads as a different bill.
      className={`break-inside-avoid space-y-0.5 tabular-nums ${narrow ? '' : 'sm:ml-auto sm:w-1/2 sm:min-w-64'}`}
    >
      <BillRow label="Subtotal">{formatInr(bill.subtotal)}</BillRow>
      {bill.discount > 0 && (
        <BillRow label={<>Discount{bill.discountCode ? ` (${bill.discountCode})` : ''}</>}>
          -{formatInr(bill.discount)}
        </BillRow>
      )}
      {bill.orderType === 'delivery' && <BillRow label="Delivery fee">{formatInr(bill.deliveryFee)}</BillRow>}
      {tax.regime === 'regular' && (
        <>
          <BillRow label="Taxable value" className="border-t border-stone-300 pt-0.5">
            {formatInr(tax.taxable)}
          </BillRow>
          <BillRow label={<>CGST {half}</>}>{formatInr(tax.cgst)}</BillRow>
          <BillRow label={<>SGST {half}</>}>{formatInr(tax.sgst)}</BillRow>
        </>
      )}
      {bill.roundOff !== 0 && (
        <BillRow
          label={ROUND_OFF_LABEL}
        >{`${roundOffSign(bill.roundOff)}${formatInr(bill.roundOff)}`}</BillRow>
      )}
      <BillRow
        label="Total"
        className={`border-y-2 border-stone-800 py-1 font-extrabold ${narrow ? 'text-sm' : 'text-lg'}`}
      >
        {formatInr(bill.tip > 0 ? supplyTotalRupees(bill.total, bill.tip) : bill.total)}
      </BillRow>
      {bill.tip > 0 && (
        <>
          <BillRow label={TIP_BILL_LABEL}>{formatInr(bill.tip)}</BillRow>
          <BillRow label={AMOUNT_PAID_LABEL} className="border-b-2 border-stone-800 pb-1 font-extrabold">
            {formatInr(bill.total)}
          </BillRow>
        </>
      )}
    </dl>
  );
}
