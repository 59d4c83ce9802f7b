import { describe, expect, it } from 'vitest';
import type { GatewayConstructor } from './gateway-checkout.ts';
import { CheckoutScriptError, loadCheckoutScript } from './load-checkout-script.ts';

type FakeScript = {
  src: string;
  async: boolean;
  onload?: () => void;
  onerror?: () => void;
  removed: boolean;
  remove(): void;
};

function fakeHost() {
  const scripts: FakeScript[] = [];
  const host = {
    window: {} as { Razorpay?: GatewayConstructor },
    document: {
      createElement: () => {
        const script: FakeScript = {
          src: '',
          async: false,
          removed: false,
          remove: () => {
            script.removed = true;
          },
        };
        return script;
      },
      head: { append: (script: FakeScript) => scripts.push(script) },
    },
  };
  return { host: host as unknown as Parameters<typeof loadCheckoutScript>[1], window: host.window, scripts };
}

const Checkout = class {} as unknown as GatewayConstructor;

describe("loading the gateway's checkout script", () => {
  it('adds the script once, and answers the window object it defines', async () => {
    const { host, window, scripts } = fakeHost();
    const first = loadCheckoutScript('https://gateway.test/a.js', host);
    const second = loadCheckoutScript('https://gateway.test/a.js', host);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://gateway.test/a.js', async: true });
    window.Razorpay = Checkout;
    scripts[0]?.onload?.();
    expect(await first).toBe(Checkout);
    expect(await second).toBe(Checkout);
    // Loaded: the next Pay does not add it again.
    expect(await loadCheckoutScript('https://gateway.test/a.js', host)).toBe(Checkout);
    expect(scripts).toHaveLength(1);
  });

  it('fails on an error or a timeout, and then tries again with a new element', async () => {
    const { host, scripts } = fakeHost();
    const failed = loadCheckoutScript('https://gateway.test/b.js', host);
    scripts[0]?.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(CheckoutScriptError);
    expect(scripts[0]?.removed).toBe(true);
    const stalled = loadCheckoutScript('https://gateway.test/b.js', host, 5);
    expect(scripts).toHaveLength(2);
    await expect(stalled).rejects.toBeInstanceOf(CheckoutScriptError);
  });

  it('fails when the script loads but defines no checkout', async () => {
    const { host, scripts } = fakeHost();
    const loaded = loadCheckoutScript('https://gateway.test/c.js', host);
    scripts[0]?.onload?.();
    await expect(loaded).rejects.toBeInstanceOf(CheckoutScriptError);
  });
});
