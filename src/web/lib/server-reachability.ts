// Whether the shop's server can be reached from this page, as our own requests find it. A phone
// that says it is online (navigator.onLine) may still reach nothing: a captive portal, a dead
// mobile data session, a Wi-Fi without internet. Every API request reports here: a request the
// network refused (or that the service worker answered with its kept copy because the network
// failed) marks the server unreachable; an answer from the server marks it reachable again.
// While unreachable, server-probe.ts asks the server now and then, so the offline notices clear by
// themselves once the network is back. That part is loaded only when first needed: this one is in
// every storefront's first load. A request that only took too long says nothing: a busy server
// is not a lost network.

import type { Prober } from './server-probe.ts';

export type ServerReachability = {
  reachable(): boolean;
  /** Any HTTP answer from the server (an error status included). */
  answered(): void;
  /** The network refused a request (fetch rejected, not a timeout and not the caller's abort). */
  unreachable(): void;
  subscribe(listener: () => void): () => void;
};

const loadProber = async (reachability: ServerReachability): Promise<Prober> =>
  (await import('./server-probe.ts')).startProbing(reachability);

export function createServerReachability(
  startProbing: (reachability: ServerReachability) => Prober | Promise<Prober> = loadProber,
): ServerReachability {
  let reachable = true;
  let prober: Prober | Promise<Prober> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const self: ServerReachability = {
    reachable: () => reachable,
    answered() {
      if (reachable) return;
      reachable = true;
      // A prober still loading is stopped once it is there.
      void Promise.resolve(prober).then(
        (running) => running?.stop(),
        () => undefined,
      );
      prober = undefined;
      emit();
    },
    unreachable() {
      if (!reachable) return;
      reachable = false;
      prober = startProbing(self);
      // Could not even load (the network took the chunk too): the next answer still clears it.
      if (prober instanceof Promise) prober.catch(() => undefined);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return self;
}

/** The page's one instance, which the API client reports to. */
export const serverReachability = createServerReachability();
