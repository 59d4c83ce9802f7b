// Paying a tip after delivery (docs/product.md#tips) through the same steps as an order's online
// payment (lib/pay-attempt.ts): the server opens the tip's gateway order, the gateway's window takes
// it, and the server checks what the window hands back. The tips shown take the server's answer.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OrderTips } from '#shared/come-back/tips-api.ts';
import { orderTipsQueryOptions } from '#web/features/store/shared/api/get-order-tips.ts';
import { startTip, verifyTip } from '../api/start-tip.ts';
import { loadCheckoutScript } from '../lib/load-checkout-script.ts';
import { type Attempt, startAttempt } from '../lib/pay-attempt.ts';

export function useTipAttempt(orderId: string) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });
  /** The amount of the tip the server confirmed paid in this page, in rupees. */
  const [thanked, setThanked] = useState<number>();
  const pay = useCallback(
    (amount: number) => {
      const { queryKey } = orderTipsQueryOptions(orderId);
      let tipId = '';
      void startAttempt<OrderTips>(
        {
          startPayment: async () => {
            const session = await startTip(orderId, amount);
            tipId = session.tipId;
            return session;
          },
          loadCheckout: (url) => loadCheckoutScript(url),
          verify: (body) => verifyTip(orderId, tipId, body),
        },
        {
          report: (next) => {
            setAttempt(next);
            if (next.kind === 'refused') void queryClient.invalidateQueries({ queryKey });
          },
          paid: (tips) => {
            queryClient.setQueryData(queryKey, tips);
            setThanked(amount);
          },
        },
      );
    },
    [orderId, queryClient],
  );
  return { attempt, pay, thanked };
}
