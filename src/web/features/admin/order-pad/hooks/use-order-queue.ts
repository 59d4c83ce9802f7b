// The pad's one queue of orders kept on the device (lib/order-queue.ts): sent again when the
// browser says it is online, every RETRY_MS while something waits, and when the page is shown
// again. What the server answered for a queued order (placed, repriced, refused) is shown on the pad.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { StaffOrderResponse } from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import { ORDERS_KEY } from '#web/features/admin/orders/api/keys.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { placeStaffOrder } from '../api/pad-api.ts';
import {
  createOrderQueue,
  localQueueStorage,
  type OrderQueue,
  outcomeOfFailure,
  type QueuedOrder,
  type SendOutcome,
} from '../lib/order-queue.ts';

const RETRY_MS = 10_000;

async function send(order: QueuedOrder): Promise<SendOutcome> {
  try {
    return { outcome: 'sent', response: await placeStaffOrder(order.body) };
  } catch (failure) {
    if (failure instanceof ApiRequestError) return outcomeOfFailure(failure.status, failure.message);
    return { outcome: 'retry' };
  }
}

/** What became of a queued order once the server answered: placed (maybe at another total) or refused. */
export type QueueNews =
  | { kind: 'sent'; order: QueuedOrder; placed: Order; repriced: StaffOrderResponse['repriced'] }
  | { kind: 'refused'; order: QueuedOrder; message: string };

const newsListeners = new Set<(news: QueueNews) => void>();
let shared: OrderQueue | undefined;

function queue(): OrderQueue {
  shared ??= createOrderQueue({
    storage: localQueueStorage(),
    send,
    onSent: (order, response) => {
      for (const listener of newsListeners)
        listener({ kind: 'sent', order, placed: response.order, repriced: response.repriced });
    },
    onRefused: (order, message) => {
      for (const listener of newsListeners) listener({ kind: 'refused', order, message });
    },
  });
  return shared;
}

export function useOrderQueue() {
  const q = queue();
  const queryClient = useQueryClient();
  const kept = useSyncExternalStore(q.subscribe, q.all, q.all);
  const [news, setNews] = useState<QueueNews[]>([]);
  // Orders this page kept and the server has since placed, by key: the banner of one just taken
  // offline turns into the placed order, with its ticket and bill.
  const [sent, setSent] = useState<Record<string, Order>>({});

  useEffect(() => {
    const onNews = (item: QueueNews) => {
      // A placed order that needs staff's eye (another total) stays on the pad until dismissed.
      if (item.kind === 'sent' && item.repriced) setNews((all) => [...all, item]);
      if (item.kind === 'sent') {
        const { placed } = item;
        setSent((all) => ({ ...all, [item.order.body.idempotencyKey]: placed }));
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      }
    };
    newsListeners.add(onNews);
    const flush = () => void q.flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => {
      if (q.all().some((o) => o.refusal === undefined)) flush();
    }, RETRY_MS);
    flush();
    return () => {
      newsListeners.delete(onNews);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [q, queryClient]);

  return {
    waiting: kept.filter((o) => o.refusal === undefined),
    refused: kept.filter((o) => o.refusal !== undefined),
    /** Placed from the queue at a total other than the one shown: for staff to settle. */
    repriced: news,
    /** The order the server placed for a key this page kept, once it has. */
    sentOrder: (key: string): Order | undefined => sent[key],
    keep: (order: QueuedOrder) => q.add(order),
    dismiss: (key: string) => q.dismiss(key),
    dismissRepriced: (key: string) =>
      setNews((all) => all.filter((n) => n.order.body.idempotencyKey !== key)),
    retryNow: () => q.flush(),
  };
}
