// The origins the pay page lets in (decision 022): the gateway's checkout script and its API, and,
// for Razorpay's own hosts, the rest of *.razorpay.com that its checkout window loads frames,
// pictures and calls from. Every other page allows none of them.
import type { PaymentGatewaySettings } from '#server/env/payment-settings.ts';

const RAZORPAY_HOSTS = 'https://*.razorpay.com';

const isRazorpays = (url: URL) => url.protocol === 'https:' && /(^|\.)razorpay\.com$/.test(url.hostname);

export function payPageOrigins(settings: PaymentGatewaySettings | undefined): string[] {
  if (!settings) return [];
  const urls = [new URL(settings.checkoutScriptUrl), new URL(settings.apiUrl)];
  const origins = new Set(urls.map((url) => url.origin));
  if (urls.some(isRazorpays)) origins.add(RAZORPAY_HOSTS);
  return [...origins];
}
