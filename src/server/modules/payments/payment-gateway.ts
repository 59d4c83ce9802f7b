// The payment gateway as the rest of the server sees it (decision 022): a small interface like the
// SMS provider's, so another Indian gateway can follow Razorpay without touching checkout, refunds
// or the report. Amounts are paise, as gateways count them.

/** A payment as the gateway reports it. */
export type GatewayPayment = {
  id: string;
  /** The gateway order it pays; null for a payment made outside our checkout. */
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** created -> authorized -> captured; or failed. refunded once all of it went back. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** upi, card, netbanking, wallet... as the gateway names it. */
  method: string | null;
  /** Why it failed, in the gateway's words. */
  error: string | null;
  /** When the gateway created the payment. */
  createdAt: Date;
};

export type GatewayRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  /** Our refund row's id, given as the receipt when we asked; null for one started elsewhere. */
  receipt: string | null;
};

/**
 * A webhook delivery, verified and read into the events we act on; others are 'ignored'.
 * eventKey names the event from the signed body alone (the event's name and the id of the payment
 * or refund it is about), never from Razorpay's x-razorpay-event-id header: the signature does not
 * cover headers, so a captured delivery replayed under a new header id would count as new. The
 * body carries no event id of its own (Razorpay's documented samples: entity, account_id, event,
 * contains, payload, created_at), and each event happens once to its entity: a payment is captured
 * once and fails once, an order is paid once, a refund is processed or fails once.
 */
export type GatewayEvent = { eventKey: string } & (
  | { kind: 'payment.captured' | 'payment.failed' | 'order.paid'; payment: GatewayPayment }
  | { kind: 'refund.processed' | 'refund.failed'; refund: GatewayRefund }
  | { kind: 'ignored'; name: string }
);

/** Said where the gateway would be asked (a refund, the daily report) on a server without one. */
export const GATEWAY_NOT_CONFIGURED = 'Online payments are not configured';

const SAME_KEY_USED = /same idempotency key/i;

/** The gateway refused or could not be reached; message is safe to log, never shown as is. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The HTTP status the gateway answered, or undefined when it did not answer. */
    readonly status?: number,
    /** Why it refused, in the gateway's own words (shown to staff on a failed refund); none when it did not answer. */
    readonly description?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  /**
   * Whether the gateway certainly did not act on the request: it answered 4xx. Anything else (no
   * answer, a timeout, a 5xx, 409 'a request with this idempotency key is still being processed',
   * 429) may have been acted on, so what was asked for must be looked up, never assumed undone.
   */
  get refused(): boolean {
    if (this.status === undefined || this.status < 400 || this.status >= 500) return false;
    if (this.status === 409 || this.status === 429) return false;
    // 'Different request with the same idempotency key has already been processed.' (a 400 in
    // Razorpay's sample, a 409 in its error list): a refund was made under that key.
    return !SAME_KEY_USED.test(this.description ?? '');
  }
}

export type PaymentGateway = {
  readonly name: 'razorpay';
  /** The public key id the browser's checkout is opened with. */
  readonly keyId: string;
  /** The checkout script the pay page loads (its origin is allowed by that page's CSP only). */
  readonly checkoutScriptUrl: string;
  /** Creates the gateway's order for an amount; receipt is our order number. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amountPaise: number }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every attempt to pay one gateway order (the expiry sweep asks before cancelling). */
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment (when the account does not capture automatically). */
  capture(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /**
   * Asks for a refund; receipt is our refund id, so the gateway's record points back to ours. The
   * same id is the request's idempotency key: asking again with the same arguments after an answer
   * was lost makes no second refund, it answers the first.
   */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<GatewayRefund>;
  /** Every refund of a payment (finding one whose answer was lost, by its receipt). */
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** Payments created in [from, to), every page of them (the daily report). */
  listPayments(from: Date, to: Date): Promise<GatewayPayment[]>;
  /** The checkout's handler signature: HMAC-SHA256 of 'orderId|paymentId' with the key secret. */
  checkoutSignatureValid(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /**
   * Verifies a webhook over its raw bytes with the webhook secret (constant-time) and reads it.
   * undefined when the signature does not match or the body is not a gateway event.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent | undefined;
};
