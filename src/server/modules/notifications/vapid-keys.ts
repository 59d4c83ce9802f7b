// The VAPID pair the server signs push requests with (RFC 8292). Production sets VAPID_* (env.ts
// refuses to start without them). Elsewhere the first instance to start makes a pair and stores
// it: every instance, and every restart, then signs with the same key, so browsers that subscribed
// yesterday still accept today's messages.
import type { PushSettings } from '#server/env.ts';
import type { PushRepo } from './push.repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The row's name in server_keys. */
export const VAPID_KEY_NAME = 'vapid';

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

export async function resolveVapidKeys(
  settings: PushSettings,
  repo: Pick<PushRepo, 'serverKey'>,
): Promise<VapidKeys> {
  if (settings.vapid) return settings.vapid;
  // Loaded here, on the first push, rather than at start (issue 22: it cost ~40 ms of every start).
  const { default: webpush } = await import('web-push');
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  // Of two instances starting together, the first insert wins and both read it back.
  const stored = await repo.serverKey<unknown>(VAPID_KEY_NAME, { publicKey, privateKey });
  if (!isKeys(stored)) throw new Error(`server_keys '${VAPID_KEY_NAME}' does not hold a VAPID pair`);
  return stored;
}
