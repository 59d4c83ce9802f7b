import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { PaymentSession, VerifyPaymentBody } from '#shared/api/payments.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import type { GatewayConstructor, GatewayFailure, GatewayOptions } from './gateway-checkout.ts';
import { CheckoutScriptError } from './load-checkout-script.ts';
import { type Attempt, startAttempt } from './pay-attempt.ts';

const session: PaymentSession = {
  keyId: 'rzp_test_key',
  gatewayOrderId: 'order_G1',
  amountPaise: 12_300,
  currency: 'INR',
  shopName: 'Chai Express',
  description: 'Order KCH123456',
  customerPhone: '+919822200001',
  checkoutScriptUrl: 'https://gateway.test/checkout.js',
  payBy: '2026-11-26T10:15:00Z',
};
const placed = { id: 'o1', status: 'placed' } as Order;

/** A stand-in for the gateway's window: records what it was opened with, and lets the test act. */
function fakeGateway() {
  const opened: { options: GatewayOptions; failed?: (r: GatewayFailure) => void }[] = [];
  const Checkout = class {
    private readonly entry: (typeof opened)[number];
    constructor(options: GatewayOptions) {
      this.entry = { options };
    }
    on(_event: 'payment.failed', listener: (r: GatewayFailure) => void) {
      this.entry.failed = listener;
    }
    open() {
      opened.push(this.entry);
    }
  } as GatewayConstructor;
  return { Checkout, opened };
}

function run(
  overrides: {
    verify?: (body: VerifyPaymentBody) => Promise<Order>;
    start?: () => Promise<PaymentSession>;
    load?: () => Promise<GatewayConstructor>;
  } = {},
) {
  const gateway = fakeGateway();
  const reports: Attempt[] = [];
  const paid: Order[] = [];
  const verified: VerifyPaymentBody[] = [];
  const started = startAttempt(
    {
      startPayment: overrides.start ?? (async () => session),
      loadCheckout: overrides.load ?? (async () => gateway.Checkout),
      verify:
        overrides.verify ??
        (async (body) => {
          verified.push(body);
          return placed;
        }),
    },
    { report: (a) => reports.push(a), paid: (o) => paid.push(o) },
  );
  return { started, gateway, reports, paid, verified };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one attempt to pay', () => {
  it("opens the gateway's window with the server's session, and has the server verify what it hands back", async () => {
    const { started, gateway, reports, paid, verified } = run();
    await started;
    expect(gateway.opened).toHaveLength(1);
    const options = gateway.opened[0]?.options;
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_G1',
      amount: 12_300,
      currency: 'INR',
      name: 'Chai Express',
      description: 'Order KCH123456',
      prefill: { contact: '+919822200001' },
    });
    options?.handler({
      razorpay_payment_id: 'pay_P1',
      razorpay_order_id: 'order_G1',
      razorpay_signature: 'ab'.repeat(32),
    });
    await settle();
    expect(verified).toEqual([
      { gatewayOrderId: 'order_G1', paymentId: 'pay_P1', signature: 'ab'.repeat(32) },
    ]);
    expect(paid).toEqual([placed]);
    expect(reports.map((r) => r.kind)).toEqual(['opening', 'open', 'verifying', 'idle']);
  });

  it("shows the gateway's reason for a failure, and keeps it when the window is then closed", async () => {
    const { started, gateway, reports } = run();
    await started;
    gateway.opened[0]?.failed?.({ error: { description: 'Your bank declined the payment' } });
    gateway.opened[0]?.options.modal.ondismiss();
    expect(reports.slice(2)).toEqual([
      { kind: 'failed', reason: 'Your bank declined the payment' },
      { kind: 'failed', reason: 'Your bank declined the payment' },
    ]);
  });

  it('says the payment was not completed when the window is closed without paying', async () => {
    const { started, gateway, reports, paid } = run();
    await started;
    gateway.opened[0]?.options.modal.ondismiss();
    expect(reports.at(-1)).toEqual({ kind: 'dismissed' });
    expect(paid).toEqual([]);
  });

  it("shows the server's message when it refuses to open the payment or to accept it", async () => {
    const down = new ApiRequestError(
      503,
      'SERVER_ERROR',
      'The payment service is not answering. Please try again in a minute.',
    );
    const opening = run({ start: () => Promise.reject(down) });
    await opening.started;
    expect(opening.reports).toEqual([
      { kind: 'opening' },
      {
        kind: 'refused',
        message: 'The payment service is not answering. Please try again in a minute.',
        status: 503,
      },
    ]);
    expect(opening.gateway.opened).toHaveLength(0);

    const notCaptured = new ApiRequestError(
      409,
      'CONFLICT',
      'The payment has not gone through yet. Please try again.',
    );
    const verifying = run({ verify: () => Promise.reject(notCaptured) });
    await verifying.started;
    verifying.gateway.opened[0]?.options.handler({
      razorpay_payment_id: 'pay_P1',
      razorpay_order_id: 'order_G1',
      razorpay_signature: 'x',
    });
    await settle();
    expect(verifying.reports.at(-1)).toEqual({
      kind: 'refused',
      message: 'The payment has not gone through yet. Please try again.',
      status: 409,
    });
    expect(verifying.paid).toEqual([]);
  });

  it("says the payment service is not answering when the gateway's script does not load", async () => {
    const { started, reports } = run({
      load: () => Promise.reject(new CheckoutScriptError('https://gateway.test/checkout.js')),
    });
    await started;
    expect(reports.at(-1)).toEqual({
      kind: 'refused',
      message: 'The payment service is not answering. Please try again in a minute.',
      status: 0,
    });
  });
});
