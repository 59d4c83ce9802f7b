// One attempt to pay an order online, step by step, apart from React so each path can be tested:
// the server opens the payment (the same gateway order each time), the gateway's script is loaded
// once, its window takes the payment, and the server checks what the window hands back before the
// order counts as paid (docs/product.md#online-payments).

import type { Order } from '#shared/api/orders.ts';
import type { VerifyPaymentBody } from '#shared/api/payments.ts';
import { ERROR_MESSAGES } from '#shared/api-errors.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-messages.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import {
  failureReason,
  type GatewayConstructor,
  type GatewaySession,
  gatewayOptions,
  verifyBodyOf,
} from './gateway-checkout.ts';
import { CheckoutScriptError } from './load-checkout-script.ts';

export type Attempt =
  | { kind: 'idle' }
  /** Asking the server for the payment and loading the gateway's script. */
  | { kind: 'opening' }
  /** The gateway's window is on screen. */
  | { kind: 'open' }
  /** The window says paid; the server is checking with the gateway. */
  | { kind: 'verifying' }
  /** The gateway refused the payment, in its words; the window may still be open to retry. */
  | { kind: 'failed'; reason: string }
  /** Closed without paying. */
  | { kind: 'dismissed' }
  /** Our server (or the gateway's script) said no: its message, e.g. 503 'not answering', 409. */
  | { kind: 'refused'; message: string; status: number };

/** Whether a Pay is under way: the button waits, and the countdown's end does not cut it short. */
export const isUnderWay = (attempt: Attempt) =>
  attempt.kind === 'opening' || attempt.kind === 'open' || attempt.kind === 'verifying';

/** `R`: what the server answers a verified payment with (the order; a tip's: the order's tips). */
export type AttemptSteps<R = Order> = {
  startPayment: () => Promise<GatewaySession>;
  loadCheckout: (url: string) => Promise<GatewayConstructor>;
  verify: (body: VerifyPaymentBody) => Promise<R>;
};

export type AttemptEvents<R = Order> = {
  /** Every change of the attempt, in order. */
  report: (attempt: Attempt) => void;
  /** The server confirmed the payment: the order as it is now (placed), or the order's tips. */
  paid: (result: R) => void;
};

function refusal(error: unknown): Attempt {
  if (error instanceof CheckoutScriptError)
    return { kind: 'refused', message: PAYMENT_MESSAGES.gatewayDown, status: 0 };
  if (error instanceof ApiRequestError)
    return { kind: 'refused', message: error.message, status: error.status };
  return { kind: 'refused', message: ERROR_MESSAGES.SERVER_ERROR, status: 0 };
}

/** Resolves once the gateway's window is open, or the attempt ended before it (reported). */
export async function startAttempt<R = Order>(
  steps: AttemptSteps<R>,
  events: AttemptEvents<R>,
): Promise<void> {
  events.report({ kind: 'opening' });
  let Checkout: GatewayConstructor;
  let session: GatewaySession;
  try {
    session = await steps.startPayment();
    Checkout = await steps.loadCheckout(session.checkoutScriptUrl);
  } catch (error) {
    return events.report(refusal(error));
  }
  // The window keeps itself open after a failure so the customer can retry inside it: closing it
  // then still shows why the last try failed rather than 'not completed'.
  let lastFailure: string | undefined;
  // Once the window handed over a payment, a late close of it changes nothing here.
  let handedOver = false;
  const checkout = new Checkout(
    gatewayOptions(session, {
      paid: (response) => {
        handedOver = true;
        events.report({ kind: 'verifying' });
        steps.verify(verifyBodyOf(response)).then(
          (order) => {
            events.report({ kind: 'idle' });
            events.paid(order);
          },
          (error: unknown) => events.report(refusal(error)),
        );
      },
      dismissed: () => {
        if (handedOver) return;
        events.report(
          lastFailure === undefined ? { kind: 'dismissed' } : { kind: 'failed', reason: lastFailure },
        );
      },
    }),
  );
  checkout.on('payment.failed', (response) => {
    lastFailure = failureReason(response);
    events.report({ kind: 'failed', reason: lastFailure });
  });
  events.report({ kind: 'open' });
  checkout.open();
}
