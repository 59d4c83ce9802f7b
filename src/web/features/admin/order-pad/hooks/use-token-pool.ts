// The tokens this pad holds (lib/token-pool.ts), kept in localStorage per staff member (tokens are
// reserved by whoever is signed in) and topped up from the server whenever few are left for
// today's shop day, so an order taken while the server cannot be reached still has its token.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { shopDayOf } from '#shared/order-book/shop-day.ts';
import type { ShopHours } from '#shared/shop-hours/hours-schema.ts';
import { createPersistedStore, type Store } from '#web/lib/persisted-store.ts';
import { reserveTokens } from '../api/pad-api.ts';
import {
  addBlock,
  EMPTY_POOL,
  freeOn,
  needsRefill,
  parsePool,
  returnToken,
  type TokenPool,
  takeToken,
} from '../lib/token-pool.ts';

const stores = new Map<string, Store<TokenPool>>();
const storeFor = (userId: string) => {
  let store = stores.get(userId);
  if (!store) {
    store = createPersistedStore<TokenPool>(`chai.order-pad.tokens.v1.${userId}`, EMPTY_POOL, parsePool);
    stores.set(userId, store);
  }
  return store;
};

/** Asked again this often while a refill fails (the server unreachable) or the day may have turned. */
const REFILL_CHECK_MS = 30_000;

export function useTokenPool(userId: string, hours: Pick<ShopHours, 'schedule' | 'timeZone'> | undefined) {
  const store = storeFor(userId);
  const pool = useSyncExternalStore(store.subscribe, store.get, store.get);
  const refilling = useRef(false);
  const today = hours ? shopDayOf(new Date(), hours) : null;

  const refill = useCallback(async () => {
    if (!hours || refilling.current) return;
    if (!needsRefill(store.get(), shopDayOf(new Date(), hours))) return;
    refilling.current = true;
    try {
      const block = await reserveTokens();
      store.set((current) => addBlock(current, block));
    } catch {
      // No answer or refused: the timer asks again; orders meanwhile use what is left.
    } finally {
      refilling.current = false;
    }
  }, [hours, store]);

  useEffect(() => {
    void refill();
    const timer = setInterval(() => void refill(), REFILL_CHECK_MS);
    const onOnline = () => void refill();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [refill]);

  return {
    /** The shop day the pad takes orders on, once the settings are read. */
    today,
    /** Tokens held for today. */
    left: today ? freeOn(pool, today).length : 0,
    /** Takes the next token for today (null when none is held), and tops up when few are left. */
    take(): number | null {
      if (!today) return null;
      const next = takeToken(store.get(), today);
      if (!next) return null;
      store.set(next.pool);
      void refill();
      return next.token;
    },
    /** A token whose order was refused before any money moved goes back to the pool. */
    giveBack(token: number) {
      if (today) store.set((current) => returnToken(current, today, token));
    },
  };
}
