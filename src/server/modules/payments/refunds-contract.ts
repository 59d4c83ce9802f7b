// What the payment flow (paying, the webhook, expiry) asks of refunds, written down first so the
// two halves of the payments module could be built side by side (decision 022).
import type { Db, Tx } from '#server/db/database.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { GatewayRefund } from './payment-gateway.ts';

export type StartRefund = {
  orderId: string;
  /** Paise; default: all that is left of the order's captured payment. */
  amountPaise?: number;
  reason: string;
  /** Who asked; null when the system did (a capture that came after the order expired). */
  actorUserId: string | null;
  /**
   * A refund staff asked for by hand (the Refund button): refused (409) while an earlier refund of
   * the order is unconfirmed, since staff may be repeating one they took for failed. A refund the
   * system starts (a cancellation's remainder, a stray capture) needs no such wait: what is left
   * already counts every refund not failed, the unconfirmed one too.
   */
  byHand?: boolean;
  /**
   * The gateway payment to refund; default: the order's. A second capture of one order names its
   * own: it is checked at the gateway first (captured, and a payment of the order's gateway
   * order), limited by its own amount rather than the order's, and never counted in the order's
   * refunded total. If the gateway cannot be asked about it, start() throws that GatewayError and
   * writes nothing, so the caller's retry (the webhook's redelivery) asks again.
   */
  paymentId?: string;
  context: RequestContext;
};

export type Refunds = {
  /**
   * Writes the refund row (checked against what is left under the order's row lock), asks the
   * gateway, and records its answer. A gateway refusal leaves the row failed with the reason
   * (audited) and does not throw; a lost answer leaves it pending, to be asked about again with
   * the same idempotency key. Nothing left to refund throws the 409, as does a refund by hand while
   * an earlier one of the order is unconfirmed.
   */
  start(input: StartRefund): Promise<void>;
  /**
   * News of a gateway refund (its webhook, or the API's answer): moves our row to the gateway's
   * state and recomputes the order's refunded total and payment status. A refund we did not ask
   * for (started in the gateway's dashboard) of a payment we know is recorded as such. Answers the
   * order it touched, if any; runs in `db` (the webhook's transaction).
   */
  apply(refund: GatewayRefund, db: Db | Tx): Promise<string | undefined>;
  /**
   * Pending refunds whose request the gateway never confirmed (its answer was lost): each is
   * looked up at the gateway by its receipt, and asked for again with the same idempotency key
   * when the gateway has none. Pending refunds the gateway did confirm but whose outcome never
   * arrived (a lost webhook) are looked up too, never asked for again. Run by the payments sweep
   * on every instance; a row is claimed by one instance at a time. `stopping` ends the pass
   * between rows (a shutdown). Answers how many were looked at.
   */
  checkUnconfirmed(stopping?: () => boolean): Promise<number>;
};
