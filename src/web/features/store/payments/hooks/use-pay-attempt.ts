// The pay page's attempts to pay (lib/pay-attempt.ts) as React state. The order shown is updated
// with the server's answer on success, and read again after a refusal: the order may have been
// paid meanwhile (by the gateway's webhook) or have run out of time.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { myOrderQueryOptions } from '#web/features/store/shared/api/get-my-order.ts';
import { startPayment } from '../api/start-payment.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import { loadCheckoutScript } from '../lib/load-checkout-script.ts';
import { type Attempt, startAttempt } from '../lib/pay-attempt.ts';

export function usePayAttempt(orderId: string) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });
  const pay = useCallback(() => {
    const { queryKey } = myOrderQueryOptions(orderId);
    void startAttempt(
      {
        startPayment: () => startPayment(orderId),
        loadCheckout: (url) => loadCheckoutScript(url),
        verify: (body) => verifyPayment(orderId, body),
      },
      {
        report: (next) => {
          setAttempt(next);
          if (next.kind === 'refused' || next.kind === 'failed')
            void queryClient.invalidateQueries({ queryKey });
        },
        paid: (order) => queryClient.setQueryData(queryKey, order),
      },
    );
  }, [orderId, queryClient]);
  return { attempt, pay };
}
