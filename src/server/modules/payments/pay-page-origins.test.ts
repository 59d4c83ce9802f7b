import { describe, expect, it } from 'vitest';
import type { PaymentGatewaySettings } from '#server/env/payment-settings.ts';
import { payPageOrigins } from './pay-page-origins.ts';

const settings = (apiUrl: string, checkoutScriptUrl: string): PaymentGatewaySettings => ({
  provider: 'razorpay',
  keyId: 'rzp_test_origins0001',
  keySecret: 'secret-secret',
  webhookSecret: 'webhook-secret',
  apiUrl,
  checkoutScriptUrl,
  timeoutMs: 10_000,
});

describe('the pay page origins', () => {
  it("are Razorpay's checkout and API hosts and the rest of *.razorpay.com", () => {
    expect(
      payPageOrigins(settings('https://api.razorpay.com', 'https://checkout.razorpay.com/v1/checkout.js')),
    ).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://*.razorpay.com']);
  });

  it('are only the configured origins for another host (the local fake), each once', () => {
    expect(payPageOrigins(settings('http://127.0.0.1:4010', 'http://127.0.0.1:4010/v1/checkout.js'))).toEqual(
      ['http://127.0.0.1:4010'],
    );
    // A look-alike host is not Razorpay's.
    expect(
      payPageOrigins(settings('https://api.notrazorpay.com', 'https://checkout.notrazorpay.com/v1/c.js')),
    ).toEqual(['https://checkout.notrazorpay.com', 'https://api.notrazorpay.com']);
  });

  it('are none without a gateway', () => {
    expect(payPageOrigins(undefined)).toEqual([]);
  });
});
