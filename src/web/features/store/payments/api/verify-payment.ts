import type { VerifyPaymentBody } from '#shared/api/payments.ts';
import { api } from '#web/lib/api.ts';

/** What the gateway's window handed back; the server checks it with the gateway before believing it. */
export const verifyPayment = (id: string, body: VerifyPaymentBody) =>
  api('POST /api/orders/:id/payment/verify', { params: { id }, body });
