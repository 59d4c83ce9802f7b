// What the customer's two payment routes share: the order is its customer's alone (anyone else is
// told it does not exist, as for GET /api/orders/:id), and a gateway that does not answer is the
// customer's 503 to try again, never a 500.

import { AppError, notFound } from '#server/http/app-error.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { UUID } from '#shared/uuid.ts';
import { GatewayError } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';

export async function ownedOrder(repo: PaymentsRepo, userId: string, id: string): Promise<PayableOrder> {
  const order = UUID.test(id) ? await repo.byId(id) : undefined;
  if (!order || order.userId !== userId) throw notFound('Order not found');
  return order;
}

type Log = { warn(details: object, message: string): void };

/** The 503 the customer reads when the gateway cannot be asked now: try again in a minute. */
export const gatewayUnavailable = () =>
  new AppError('SERVER_ERROR', PAYMENT_MESSAGES.gatewayDown, undefined, 'unavailable');

/** Runs a gateway call; its failure (refused or unreachable) becomes the 503 the customer reads. */
export async function askGateway<T>(log: Log, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error }, 'payment gateway call failed');
    throw gatewayUnavailable();
  }
}
