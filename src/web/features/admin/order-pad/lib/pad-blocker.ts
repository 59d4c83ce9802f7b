// Why the order on the pad cannot be placed yet, in staff's words, checked before it is sent: no
// items, a delivery that cannot go or has no point, a UPI payment not yet seen on the shop's phone,
// cash given short of the total, or whatever the contract's own schema refuses.
import { ORDER_PAD_MESSAGES, type StaffOrderBody, staffOrderBodySchema } from '#shared/api/order-pad.ts';
import { toPaise } from '#shared/money.ts';
import type { PaymentDraft } from '../components/pad-payment.tsx';
import type { PricedLine } from './pad-lines.ts';
import { changeToGive } from './pad-total.ts';
import { typedRupees } from './typed-rupees.ts';

export type BlockerInput = {
  /** The order's body as it would be sent (lib/pad-body.ts). */
  body: StaffOrderBody;
  /** The lines that can be ordered. */
  ordered: readonly PricedLine[];
  isCounter: boolean;
  isDelivery: boolean;
  /** Why the delivery cannot go (lib/pad-total.ts), if it cannot. */
  deliveryProblem: string | null;
  point: { latitude: number; longitude: number } | null;
  payment: PaymentDraft;
  /** The total shown, paise. */
  shownPaise: number;
};

/** Why the order cannot be placed yet, or undefined. */
export function padBlocker(input: BlockerInput): string | undefined {
  const { body, ordered, isCounter, isDelivery, deliveryProblem, point, payment, shownPaise } = input;
  if (ordered.length === 0) return ORDER_PAD_MESSAGES.linesRequired;
  if (isDelivery && deliveryProblem) return deliveryProblem;
  if (isDelivery && !point) return 'Choose an address with its point for the delivery';
  if (isCounter && payment.method === 'upi' && !payment.upiReceived)
    return 'Tick Payment received once the UPI payment shows on the shop’s phone';
  const tendered = typedRupees(payment.tendered);
  if (
    isCounter &&
    payment.method === 'cod' &&
    tendered !== null &&
    changeToGive(tendered, shownPaise) === null
  )
    return ORDER_PAD_MESSAGES.tenderedShort(shownPaise - toPaise(tendered));
  const parsed = staffOrderBodySchema.safeParse({ ...body, expectedTotal: shownPaise / 100 });
  if (!parsed.success) return parsed.error.issues[0]?.message;
  return undefined;
}
