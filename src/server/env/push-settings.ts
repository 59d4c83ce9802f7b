// Web Push settings (decision 023): WEB_PUSH, the VAPID keys and the push services allowed.
import type { RawEnv } from './raw-env.ts';

/**
 * Web Push settings. Without keys (development and tests only) the server makes a VAPID pair on
 * first start and keeps it in the database, so subscriptions survive restarts.
 */
export type PushSettings = {
  vapid: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  /** Push services subscriptions may point at (the server POSTs there): host names, '*.' for a domain. */
  serviceHosts: string[];
  /** Outside production, http://localhost and 127.0.0.1 endpoints are accepted too (the tests' fake push service). */
  allowLocalServices: boolean;
};

/** WEB_PUSH (on by default outside production) and VAPID_*: the keys all together or none. */
export function parsePush(raw: RawEnv, isProduction: boolean, publicUrl: string, problems: string[]) {
  const enabled = raw.WEB_PUSH ?? !isProduction;
  if (!enabled) return undefined;
  const keys = { VAPID_PUBLIC_KEY: raw.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: raw.VAPID_PRIVATE_KEY };
  const missing = Object.entries(keys)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 1)
    problems.push(`${missing[0]}: required with the other VAPID key (set both or neither)`);
  if (isProduction) {
    for (const name of missing.length === 2 ? missing : [])
      problems.push(`${name}: required in production when WEB_PUSH is on (npx web-push generate-vapid-keys)`);
    if (!raw.VAPID_SUBJECT)
      problems.push('VAPID_SUBJECT: required in production when WEB_PUSH is on (mailto:you@example.com)');
  }
  const subject =
    raw.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:dev@localhost');
  return {
    vapid:
      raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
        ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
        : undefined,
    subject,
    serviceHosts: raw.PUSH_SERVICE_HOSTS,
    allowLocalServices: !isProduction,
  } satisfies PushSettings;
}
