// The page's one tap queue (lib/tap-queue.ts): sent again when the phone comes back online, every
// RETRY_MS while something waits, and when the page is shown again. An applied tap re-reads the
// deliveries; a refused one is shown until the rider dismisses it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { riderDeliveriesQuery, sendTap } from '../api/rider-api.ts';
import { withAnswer } from '../lib/pending-effects.ts';
import {
  createTapQueue,
  localTapStorage,
  type QueuedTap,
  type Refusal,
  type TapDetails,
  type TapKind,
  type TapQueue,
} from '../lib/tap-queue.ts';

const RETRY_MS = 10_000;

let shared: TapQueue | undefined;
const refusalListeners = new Set<(refusal: Refusal) => void>();
type SentAnswer = { warning: string | null; delivery?: RiderDelivery };
const sentListeners = new Set<(tap: QueuedTap, answer: SentAnswer) => void>();

function queue(): TapQueue {
  shared ??= createTapQueue({
    storage: localTapStorage(),
    send: sendTap,
    onRefused: (refusal) => {
      for (const listener of refusalListeners) listener(refusal);
    },
    onSent: (tap, answer) => {
      for (const listener of sentListeners) listener(tap, answer);
    },
  });
  return shared;
}

/** A UUID for the tap; crypto.randomUUID needs a secure context, which the app always has. */
const newTapId = () => crypto.randomUUID();

export function useTapQueue() {
  const q = queue();
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(q.subscribe, q.pending, q.pending);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: riderDeliveriesQuery().queryKey });
    const onRefused = (refusal: Refusal) => {
      setRefusals((all) => [...all, refusal]);
      refetch();
    };
    const onSent = (_tap: QueuedTap, { warning, delivery }: SentAnswer) => {
      if (warning) setWarnings((all) => [...all, warning]);
      // The answer's delivery replaces the kept one at once: the tap leaves the queue now, and a
      // re-read may not come back before the signal goes again (the page would show the step undone).
      if (delivery)
        queryClient.setQueryData(riderDeliveriesQuery().queryKey, (kept) =>
          kept ? { ...kept, deliveries: withAnswer(kept.deliveries, delivery) } : kept,
        );
      refetch();
    };
    refusalListeners.add(onRefused);
    sentListeners.add(onSent);
    const flush = () => void q.flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => {
      if (q.pending().length > 0) flush();
    }, RETRY_MS);
    flush();
    return () => {
      refusalListeners.delete(onRefused);
      sentListeners.delete(onSent);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [q, queryClient]);

  return {
    pending,
    refusals,
    warnings,
    dismissRefusal: (tapId: string) => setRefusals((all) => all.filter((r) => r.tap.tapId !== tapId)),
    dismissWarning: (index: number) => setWarnings((all) => all.filter((_, i) => i !== index)),
    /** Stores the tap first (it survives a reload), then tries to send it. */
    tap(kind: TapKind, delivery: { id: string; orderNumber: string }, details: TapDetails = {}) {
      void q.add({
        tapId: newTapId(),
        tappedAt: new Date().toISOString(),
        kind,
        deliveryId: delivery.id,
        orderNumber: delivery.orderNumber,
        details,
      });
    },
  };
}
