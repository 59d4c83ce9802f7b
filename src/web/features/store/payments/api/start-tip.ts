import type { VerifyPaymentBody } from '#shared/api/payments.ts';
import { api } from '#web/lib/api.ts';

/** Opens the gateway's checkout for a tip of `amount` rupees on a delivered order (docs/product.md#tips). */
export const startTip = (id: string, amount: number) =>
  api('POST /api/orders/:id/tips', { params: { id }, body: { amount } });

/** What the gateway's window handed back for the tip; the server asks the gateway before believing it. */
export const verifyTip = (id: string, tipId: string, body: VerifyPaymentBody) =>
  api('POST /api/orders/:id/tips/:tipId/verify', { params: { id, tipId }, body });
