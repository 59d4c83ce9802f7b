// The most one order paid at the door (cash, or card or UPI to the rider) may come to
// (docs/product.md#cart-and-order-limits). Nothing is paid until the food arrives, so an absurd
// order costs the shop a kitchen's worth of work for nothing; paid online, the money is there first.
// A customer's first orders have a lower cap: a new account is the cheapest thing to make.
import { z } from 'zod';
import { formatRupees, toPaise } from './money.ts';

/** What managers set in Settings, in rupees; null in the database means these defaults. */
export type CashLimits = {
  /** The most an order paid at the door may come to. */
  maxOrder: number;
  /** The most while the customer has fewer than `newCustomerOrders` delivered orders. */
  newCustomerMaxOrder: number;
  /** How many delivered orders lift a customer to `maxOrder` (0: no lower cap at all). */
  newCustomerOrders: number;
};

export const DEFAULT_CASH_LIMITS: CashLimits = {
  maxOrder: 5000,
  newCustomerMaxOrder: 2000,
  newCustomerOrders: 2,
};

/** A cap is whole rupees from ₹100 (any lower refuses a cup of chai) to ₹10,00,000. */
const CAP_MIN = 100;
const CAP_MAX = 1_000_000;
const NEW_CUSTOMER_ORDERS_MAX = 10;

export const CASH_LIMIT_MESSAGES = {
  cap: `Enter whole rupees from ₹${CAP_MIN} to ₹10,00,000`,
  orders: `Enter a whole number from 0 to ${NEW_CUSTOMER_ORDERS_MAX}`,
  newAboveMax: "A new customer's cap cannot be above the cap for everyone",
} as const;

const rupeeCap = z
  .number({ error: CASH_LIMIT_MESSAGES.cap })
  .int(CASH_LIMIT_MESSAGES.cap)
  .min(CAP_MIN, CASH_LIMIT_MESSAGES.cap)
  .max(CAP_MAX, CASH_LIMIT_MESSAGES.cap);

export const cashLimitsSchema = z
  .object({
    maxOrder: rupeeCap,
    newCustomerMaxOrder: rupeeCap,
    newCustomerOrders: z
      .number({ error: CASH_LIMIT_MESSAGES.orders })
      .int(CASH_LIMIT_MESSAGES.orders)
      .min(0, CASH_LIMIT_MESSAGES.orders)
      .max(NEW_CUSTOMER_ORDERS_MAX, CASH_LIMIT_MESSAGES.orders),
  })
  .superRefine((limits, ctx) => {
    if (limits.newCustomerMaxOrder > limits.maxOrder)
      ctx.addIssue({
        code: 'custom',
        path: ['newCustomerMaxOrder'],
        message: CASH_LIMIT_MESSAGES.newAboveMax,
      });
  });

/** Whether the cap depends on how many orders the customer has had delivered. */
export const capDependsOnHistory = (limits: CashLimits) =>
  limits.newCustomerOrders > 0 && limits.newCustomerMaxOrder < limits.maxOrder;

/** The cap for a customer with this many delivered orders, and whether it is the new customer's. */
export function cashCap(
  limits: CashLimits,
  deliveredOrders: number,
): { capPaise: number; newCustomer: boolean } {
  const newCustomer = capDependsOnHistory(limits) && deliveredOrders < limits.newCustomerOrders;
  return { capPaise: toPaise(newCustomer ? limits.newCustomerMaxOrder : limits.maxOrder), newCustomer };
}

/**
 * The refusal: what the cap is, and what to do instead (pay online only where it is offered).
 * `openPaise`: what the customer's orders paid at the door and not yet delivered come to; the cap
 * counts them with this one.
 */
export function cashCapMessage(
  limits: CashLimits,
  cap: { capPaise: number; newCustomer: boolean },
  onlineOffered: boolean,
  openPaise = 0,
): string {
  // Each part written whole: the storefront's tables translate the message by these words.
  const who = !cap.newCustomer
    ? 'An order paid at the door'
    : limits.newCustomerOrders === 1
      ? 'Your first order paid at the door'
      : `Your first ${limits.newCustomerOrders} orders paid at the door`;
  if (openPaise > 0) {
    const instead = onlineOffered
      ? 'Please pay online, or order again once they arrive.'
      : 'Please order again once they arrive.';
    return `${who} can come to at most ${formatRupees(cap.capPaise)} together, and your orders on their way already come to ${formatRupees(openPaise)}. ${instead}`;
  }
  const instead = onlineOffered ? 'Please pay online or remove some items.' : 'Please remove some items.';
  return `${who} can be at most ${formatRupees(cap.capPaise)}. ${instead}`;
}
