// The rules of a tip for the rider (docs/product.md#tips), shared by the checkout's schema, the
// server and the storefront: how much, on which orders, and the words of a refusal. Pure.
import { formatRupees, hasAtMostTwoDecimals, toPaise } from '../money.ts';
import { TIP_AFTER_DELIVERY_DAYS, TIP_MAX_PAISE } from './tips.ts';

/** The smallest tip: what the gateway takes at least (₹1). A checkout's tip may also be none (0). */
export const TIP_MIN_PAISE = 100;

export const TIP_MESSAGES = {
  amount: `A tip can be from ₹1 to ${formatRupees(TIP_MAX_PAISE)}`,
  step: 'A tip can have at most two decimals',
  pickup: 'A tip is for the rider who delivers: a pickup order takes none',
  /** After delivery: what is left of the order's tips. */
  overMax: (leftPaise: number) =>
    leftPaise <= 0
      ? `This order already has the largest tip it can take (${formatRupees(TIP_MAX_PAISE)})`
      : `A tip for this order can be at most ${formatRupees(leftPaise)} more`,
  notDelivered: 'A tip can be added once the order is delivered by a rider',
  tooLate: `A tip can be added up to ${TIP_AFTER_DELIVERY_DAYS} days after delivery`,
  offline: 'Tips after delivery need online payment, which the shop does not take now',
  notFound: 'This order was not found',
  tipNotFound: 'This tip was not found',
} as const;

/** Whether `rupees` is a tip a checkout takes: none (0), or ₹1 to the max in whole paise. */
export function checkoutTipProblem(rupees: number): string | null {
  if (!Number.isFinite(rupees)) return TIP_MESSAGES.amount;
  if (!hasAtMostTwoDecimals(rupees)) return TIP_MESSAGES.step;
  const paise = toPaise(rupees);
  if (paise === 0) return null;
  if (paise < TIP_MIN_PAISE || paise > TIP_MAX_PAISE) return TIP_MESSAGES.amount;
  return null;
}

/** How much more can be tipped on an order that already carries `tippedPaise` (checkout + paid tips). */
export function tipLeftPaise(tippedPaise: number): number {
  return Math.max(0, TIP_MAX_PAISE - tippedPaise);
}

/** Whether a tip after delivery can still be added at `now` for an order delivered at `deliveredAt`. */
export function withinTipWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= TIP_AFTER_DELIVERY_DAYS * 24 * 60 * 60 * 1000;
}

/** The bill's line for a tip, after the supply's total and its tax (decision 036). */
export const TIP_BILL_LABEL = 'Tip for the rider (not taxed, paid to the rider in full)';
export const AMOUNT_PAID_LABEL = 'Amount paid';

/**
 * A bill's or order's total of the supply (what is taxed and is the shop's), from its total and
 * tip in rupees: the total the customer paid minus the tip, worked in paise.
 */
export function supplyTotalRupees(total: number, tip: number): number {
  return (toPaise(total) - toPaise(tip)) / 100;
}
