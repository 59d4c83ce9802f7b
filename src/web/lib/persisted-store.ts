// A small store kept in localStorage under a versioned key, shared across tabs through the
// storage event. Zustand's persist would do the same at several times the bytes in the
// storefront's first load (see docs/decisions/005-storefront-first-load.md). No React here: the
// storefront's entry script writes the cart through it before React has loaded (use-store.ts has
// the hook).

export type Store<T> = {
  get(): T;
  initial(): T;
  set(update: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createPersistedStore<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | undefined,
): Store<T> {
  const storage = typeof window === 'undefined' ? undefined : safeStorage();
  let state = read() ?? initial;
  const listeners = new Set<() => void>();

  function read(): T | undefined {
    try {
      const raw = storage?.getItem(key);
      return raw == null ? undefined : parse(JSON.parse(raw));
    } catch {
      return undefined; // a corrupt or foreign value is ignored, never fatal
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      state = read() ?? initial;
      emit();
    });
  }

  return {
    get: () => state,
    initial: () => initial,
    set(update) {
      state = typeof update === 'function' ? (update as (previous: T) => T)(state) : update;
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Private mode or a full quota: the state still works for this page.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
