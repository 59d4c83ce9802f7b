// The ways to pay checkout offers (docs/product.md#online-payments): Cash on Delivery (the default),
// card and UPI at the door or the counter, and paying online only when the server has a gateway.
import {
  ONLINE_PAYMENT_OPTION,
  type OrderType,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentHint,
  paymentLabel,
} from '#shared/orders.ts';

export type PaymentChoice = { method: PaymentMethod; label: string; hint: string };

export function paymentChoices(onlinePayments: boolean, type: OrderType): PaymentChoice[] {
  return PAYMENT_METHODS.filter((method) => method !== 'online' || onlinePayments).map((method) => ({
    method,
    // 'Paid online' is how an order reads afterwards; at checkout it is an offer.
    label: method === 'online' ? ONLINE_PAYMENT_OPTION : paymentLabel(method, type),
    hint: paymentHint(method, type),
  }));
}

/**
 * The method sent: the one chosen, unless it is online and the server stopped offering it while
 * checkout was open (the settings are read again); then the default, which the radios show.
 */
export function paymentToSend(chosen: PaymentMethod, onlinePayments: boolean): PaymentMethod {
  return chosen === 'online' && !onlinePayments ? 'cod' : chosen;
}
