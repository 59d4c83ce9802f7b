// The Refund dialog's values and its schema (docs/product.md#online-payments): the shared
// refundBodySchema behind a conversion from what the boxes hold, and one rule the server also
// checks under the order's lock: no more than what is left.
import { PAYMENT_MESSAGES, refundBodySchema } from '#shared/api/payments.ts';
import { toPaise } from '#shared/money.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';

export type RefundDraft = { amount: string; reason: string };

/** The amount starts at everything that is left ('123.00'), the reason blank. */
export const refundDraft = (left: number): RefundDraft => ({ amount: left.toFixed(2), reason: '' });

/** '₹1,200.50' as typed or pasted from the card reads as 1200.5. */
const amountOf = (text: string) => numberOrBlank(text.replace(/[₹,\s]/g, ''));

export function refundFormSchema(left: number) {
  const upToLeft = refundBodySchema.refine((body) => toPaise(body.amount) <= toPaise(left), {
    path: ['amount'],
    message: PAYMENT_MESSAGES.refundAmount,
  });
  return formSchema((draft: RefundDraft) => ({ ...draft, amount: amountOf(draft.amount) }), upToLeft);
}
