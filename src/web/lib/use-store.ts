import { useSyncExternalStore } from 'react';
import type { Store } from './persisted-store.ts';

/**
 * The server renders with the initial state (it cannot see this browser's storage); hydration
 * starts from the same state and then switches to the stored one without a mismatch.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
