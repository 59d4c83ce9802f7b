// Tips for the rider after delivery (docs/product.md#tips): the buyer reads whether a tip can be
// added, opens the gateway's checkout for one and hands back its success.

import type { AddTipBody, OrderTips, TipSession } from '#shared/come-back/tips-api.ts';
import type { VerifyPaymentBody } from '../payments.ts';

export interface TipEndpoints {
  'GET /api/orders/:id/tips': { response: OrderTips };
  'POST /api/orders/:id/tips': { body: AddTipBody; response: TipSession };
  'POST /api/orders/:id/tips/:tipId/verify': { body: VerifyPaymentBody; response: OrderTips };
}
