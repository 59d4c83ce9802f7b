// Loads the gateway's checkout script into the pay page, once: a second Pay uses the window object
// already there. Only the pay page's CSP allows the script's origin (decision 022), which is why
// the page is reached by a full page load.
import type { GatewayConstructor } from './gateway-checkout.ts';

/** A script that neither loads nor fails (a stalled connection) must not leave Pay spinning. */
export const SCRIPT_TIMEOUT_MS = 20_000;

export class CheckoutScriptError extends Error {
  constructor(readonly url: string) {
    super(`The payment window's script did not load: ${url}`);
    this.name = 'CheckoutScriptError';
  }
}

type Host = {
  document: Pick<Document, 'createElement' | 'head'>;
  window: Pick<Window, 'Razorpay'>;
};

const loading = new Map<string, Promise<GatewayConstructor>>();

export function loadCheckoutScript(
  url: string,
  host: Host = { document, window },
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<GatewayConstructor> {
  const ready = host.window.Razorpay;
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url);
  if (pending) return pending;
  const script = host.document.createElement('script');
  const promise = new Promise<GatewayConstructor>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CheckoutScriptError(url)), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      const loaded = host.window.Razorpay;
      if (loaded) resolve(loaded);
      else reject(new CheckoutScriptError(url));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new CheckoutScriptError(url));
    };
  });
  script.src = url;
  script.async = true;
  host.document.head.append(script);
  loading.set(url, promise);
  // A failed load may be tried again (the connection came back): start from a new element then.
  promise.catch(() => {
    loading.delete(url);
    script.remove();
  });
  return promise;
}
