// Signing in or out reaches every tab of this browser. The tabs share the session cookie, so a tab
// that did not hear of a sign-out would still show the customer as signed in, and Place Order
// would fail there with 'User not authenticated'.
export type AuthChange = 'signed-in' | 'signed-out';

const AUTH_CHANNEL = 'chai-express-auth';

// One channel per tab for both sending and listening: a channel never hears its own messages, so
// a tab is not told of the change it made itself.
let channel: BroadcastChannel | null | undefined;
function tabChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
  return channel;
}

export function announceAuthChange(change: AuthChange): void {
  tabChannel()?.postMessage({ type: change });
}

/** Calls `onChange` when another tab signs in or out; returns the unsubscribe. */
export function listenForAuthChanges(onChange: (change: AuthChange) => void): () => void {
  const listener = (event: MessageEvent) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'signed-in' || type === 'signed-out') onChange(type);
  };
  const current = tabChannel();
  current?.addEventListener('message', listener);
  return () => current?.removeEventListener('message', listener);
}
