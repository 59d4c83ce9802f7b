// A checkout's key while its Place Order has no answer yet (docs/product.md#cart-and-checkout). Kept
// in sessionStorage, so a reload of the tab while the order is in flight does not make a new key:
// pressing Place Order again is the same checkout, and the server answers the order it already
// made instead of making a second one. The key is the customer's (checkout keys are per account);
// a key of someone else who signed in on this tab is never reused.

const STORAGE_KEY = 'chai.checkout-in-flight';

type Pending = { customerId: string; key: string };

function read(): Pending | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Pending> | null;
    return typeof value?.key === 'string' && typeof value.customerId === 'string'
      ? { key: value.key, customerId: value.customerId }
      : undefined;
  } catch {
    return undefined; // storage refused or a value from elsewhere: a fresh key is always safe
  }
}

/** The key of this customer's checkout that was sent and never answered, if any. */
export function pendingCheckoutKey(customerId: string | undefined): string | undefined {
  const pending = read();
  return customerId && pending?.customerId === customerId ? pending.key : undefined;
}

/** Called as the order is sent: until an answer comes, a reload keeps this key. */
export function markCheckoutInFlight(customerId: string | undefined, key: string): void {
  if (!customerId) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ customerId, key }));
  } catch {
    // Without storage a reload makes a new key, as before: the in-page retry still reuses it.
  }
}

/** The server answered (an order, or a refusal that placed nothing): the key is spent. */
export function clearCheckoutInFlight(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
