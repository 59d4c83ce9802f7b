// The gateway's checkout window as the pay page drives it: Razorpay Standard Checkout's documented
// options and events (new Razorpay(options), on('payment.failed'), open()), typed here because the
// script is loaded at run time from the gateway, not bundled (decision 022).
import type { PaymentSession, VerifyPaymentBody } from '#shared/api/payments.ts';

/** What the window hands back on success: signed by the gateway with our key secret. */
export type GatewaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** What 'payment.failed' carries; description is the reason in words a customer can read. */
export type GatewayFailure = { error?: { code?: string; description?: string; reason?: string } };

export type GatewayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { contact?: string };
  handler: (response: GatewaySuccess) => void;
  modal: { ondismiss: () => void };
};

export type GatewayCheckout = {
  on(event: 'payment.failed', listener: (response: GatewayFailure) => void): void;
  open(): void;
};

export type GatewayConstructor = new (options: GatewayOptions) => GatewayCheckout;

declare global {
  interface Window {
    /** Set by the gateway's checkout script once it has loaded (the pay page only). */
    Razorpay?: GatewayConstructor;
  }
}

/** What the window needs of a session: an order's payment, or a tip's (docs/product.md#tips). */
export type GatewaySession = Omit<PaymentSession, 'payBy'>;

/** The window's options for a payment session: the amount and order are the server's, never ours. */
export function gatewayOptions(
  session: GatewaySession,
  on: { paid: (response: GatewaySuccess) => void; dismissed: () => void },
): GatewayOptions {
  return {
    key: session.keyId,
    order_id: session.gatewayOrderId,
    amount: session.amountPaise,
    currency: session.currency,
    name: session.shopName,
    description: session.description,
    prefill: { contact: session.customerPhone ?? undefined },
    handler: on.paid,
    modal: { ondismiss: on.dismissed },
  };
}

/** The gateway's answer, as POST /api/orders/:id/payment/verify takes it. */
export function verifyBodyOf(response: GatewaySuccess): VerifyPaymentBody {
  return {
    gatewayOrderId: response.razorpay_order_id,
    paymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  };
}

/** Said when the gateway reports a failure without a reason. */
export const PAYMENT_FAILED = 'The payment did not go through';

export function failureReason(response: GatewayFailure | undefined): string {
  return response?.error?.description?.trim() || PAYMENT_FAILED;
}
