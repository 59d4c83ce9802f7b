// The VAPID pair the server signs push requests with (RFC 8292). Production sets VAPID_* (env.ts
// refuses to start without them). Elsewhere the first instance to start makes a pair and stores
// it: every instance, and every restart, then signs with the same key, so browsers that subscribed
// yesterday still accept today's messages.
import type { PushSettings } from '#server/env/push-settings.ts';
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
  // Of two instances starting together, the first insert wins and both read it back. A restart
  // finds the pair stored, so web-push is loaded only to make one (issue 22: ~40 ms of a start).
  const stored = await repo.serverKey<unknown>(VAPID_KEY_NAME, async () => {
    const { default: webpush } = await import('web-push');
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { publicKey, privateKey };
  });
  if (!isKeys(stored)) throw new Error(`server_keys '${VAPID_KEY_NAME}' does not hold a VAPID pair`);
  return stored;
}
