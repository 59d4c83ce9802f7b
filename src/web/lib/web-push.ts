// This browser's side of Web Push (docs/product.md#order-notifications), shared by the storefront's
// 'Notify me about this order' and the board's per-device switch. The service worker (sw.js, with
// the 'push' and 'notificationclick' handlers) is registered by the app shell; this only waits for
// it. Loaded on demand: nothing here is in the storefront's first load.
import type { PushSubscriptionBody } from '#shared/api/notifications.ts';
import { api } from './api.ts';

/** The service worker normally activates within a second; without one, ready never settles. */
const WORKER_WAIT_MS = 10_000;

export type SubscribeResult =
  | { outcome: 'subscribed'; subscription: PushSubscriptionBody }
  /** The person (or the browser's settings) refused notifications for this site. */
  | { outcome: 'blocked' }
  /** The permission prompt was closed without an answer: nothing changes, they may try again. */
  | { outcome: 'dismissed' }
  /** No service worker, no push manager, or the shop has push off. */
  | { outcome: 'unsupported' };

export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The shop's application server key, or null when push is off here. */
export async function shopPushKey(): Promise<string | null> {
  return (await api('GET /api/push/key')).publicKey;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function toBase64url(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function asBody(subscription: PushSubscription): PushSubscriptionBody | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) return null;
  const key = subscription.options.applicationServerKey;
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
    ...(key ? { applicationServerKey: toBase64url(key) } : {}),
  };
}

/**
 * Asks for permission (this must run in a tap's handler) and subscribes this browser with the
 * shop's key. A subscription made with another key (the shop's keys changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeResult> {
  if (!browserCanPush()) return { outcome: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { outcome: 'blocked' };
  if (permission !== 'granted') return { outcome: 'dismissed' };
  const worker = await registration();
  if (!worker) return { outcome: 'unsupported' };
  const applicationServerKey = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing && !sameBytes(existing.options.applicationServerKey, applicationServerKey))
    await existing.unsubscribe();
  const subscription =
    existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)
      ? existing
      : await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const body = asBody(subscription);
  return body ? { outcome: 'subscribed', subscription: body } : { outcome: 'unsupported' };
}

/** This browser's current subscription's endpoint, if it has one (without asking anything). */
export async function currentEndpoint(): Promise<string | null> {
  if (!browserCanPush()) return null;
  const worker = await registration();
  return (await worker?.pushManager.getSubscription())?.endpoint ?? null;
}

/** The permission as it stands, without asking. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return browserCanPush() ? Notification.permission : 'unsupported';
}
