import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from './payment-gateway.ts';
import { reconcile } from './reconcile.ts';

const payment = (
  id: string,
  amountPaise: number,
  status: GatewayPayment['status'],
  orderId = `order_${id}`,
) => ({
  id,
  orderId,
  amountPaise,
  currency: 'INR',
  status,
  method: 'upi',
  error: null,
  createdAt: new Date(),
});

describe('reconciling our paid orders with the gateway', () => {
  it('matches by payment id, counting a refunded payment as captured and ignoring failed ones', () => {
    const result = reconcile(
      [
        { paymentId: 'pay_a', orderNumber: 'KCH000001', amountPaise: 10_000 },
        { paymentId: 'pay_b', orderNumber: 'KCH000002', amountPaise: 5_000 },
      ],
      [
        payment('pay_a', 10_000, 'captured'),
        payment('pay_b', 5_000, 'refunded'),
        payment('pay_f', 100, 'failed'),
      ],
    );
    expect(result).toEqual({
      capturedHerePaise: 15_000,
      capturedAtGatewayPaise: 15_000,
      matches: true,
      onlyAtGateway: [],
      onlyHere: [],
      amountsDiffer: [],
    });
  });

  it('lists what is on one side only, and amounts that differ', () => {
    const result = reconcile(
      [
        { paymentId: 'pay_a', orderNumber: 'KCH000001', amountPaise: 10_000 },
        { paymentId: 'pay_here', orderNumber: 'KCH000002', amountPaise: 2_000 },
      ],
      [
        payment('pay_a', 9_000, 'captured'),
        payment('pay_there', 3_000, 'captured', 'order_x'),
        payment('pay_authorized', 700, 'authorized'),
      ],
    );
    expect(result.matches).toBe(false);
    expect(result.capturedHerePaise).toBe(12_000);
    expect(result.capturedAtGatewayPaise).toBe(12_000);
    expect(result.onlyHere).toEqual([
      { paymentId: 'pay_here', orderNumber: 'KCH000002', amountPaise: 2_000 },
    ]);
    expect(result.onlyAtGateway).toEqual([
      { paymentId: 'pay_there', amountPaise: 3_000, gatewayOrderId: 'order_x' },
    ]);
    expect(result.amountsDiffer).toEqual([
      { paymentId: 'pay_a', orderNumber: 'KCH000001', herePaise: 10_000, atGatewayPaise: 9_000 },
    ]);
  });
});
