// The payment gateway's settings (decision 022): the RAZORPAY_* secrets and addresses.
import type { RawEnv } from './raw-env.ts';

export type PaymentGatewaySettings = {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash: https://api.razorpay.com */
  apiUrl: string;
  checkoutScriptUrl: string;
  /** Per call; a call that takes longer is a lost answer, which is never taken as a refusal. */
  timeoutMs: number;
};

/** RAZORPAY_*: the three secrets together or none, so a half-configured gateway never takes money. */
export function parsePayments(
  raw: RawEnv,
  isProduction: boolean,
  problems: string[],
): PaymentGatewaySettings | undefined {
  const secrets = {
    RAZORPAY_KEY_ID: raw.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: raw.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: raw.RAZORPAY_WEBHOOK_SECRET,
  };
  const missing = Object.entries(secrets)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')}: required with the other RAZORPAY_* settings (set all three or none)`,
    );
    return undefined;
  }
  if (isProduction && !raw.RAZORPAY_API_URL.startsWith('https://'))
    problems.push('RAZORPAY_API_URL: must be an https:// URL in production');
  if (isProduction && !raw.RAZORPAY_CHECKOUT_URL.startsWith('https://'))
    problems.push('RAZORPAY_CHECKOUT_URL: must be an https:// URL in production');
  return {
    provider: 'razorpay',
    keyId: raw.RAZORPAY_KEY_ID!,
    keySecret: raw.RAZORPAY_KEY_SECRET!,
    webhookSecret: raw.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: raw.RAZORPAY_API_URL.replace(/\/+$/, ''),
    checkoutScriptUrl: raw.RAZORPAY_CHECKOUT_URL,
    timeoutMs: raw.RAZORPAY_TIMEOUT_MS,
  };
}
