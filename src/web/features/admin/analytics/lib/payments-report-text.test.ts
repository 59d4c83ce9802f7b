import { describe, expect, it } from 'vitest';
import type { PaymentsReport } from '#shared/api/payments.ts';
import { allMethods, gatewayVerdict } from './payments-report-text.ts';

const gateway: PaymentsReport['gateway'] = {
  checked: true,
  error: null,
  capturedHere: 300,
  capturedAtGateway: 300,
  matches: true,
  onlyAtGateway: [],
  onlyHere: [],
  amountsDiffer: [],
};

describe('the daily payments report', () => {
  it('adds the methods up in whole paise', () => {
    expect(
      allMethods([
        { method: 'cod', orders: 2, collected: 0.1, refunded: 0, net: 0.1 },
        { method: 'online', orders: 3, collected: 0.2, refunded: 0.1, net: 0.1 },
      ]),
    ).toEqual({ orders: 5, collected: 0.3, refunded: 0.1, net: 0.2 });
    expect(allMethods([])).toEqual({ orders: 0, collected: 0, refunded: 0, net: 0 });
  });

  it("says plainly why the gateway's side is missing", () => {
    expect(gatewayVerdict({ ...gateway, checked: false })).toBe('Online payments are not configured');
    expect(
      gatewayVerdict({
        ...gateway,
        checked: false,
        error: 'The payment service is not answering. Please try again in a minute.',
      }),
    ).toBe('The payment service is not answering. Please try again in a minute.');
  });

  it('says Matches, or how many payments differ and where', () => {
    expect(gatewayVerdict(gateway)).toBe('Matches');
    expect(
      gatewayVerdict({
        ...gateway,
        matches: false,
        onlyAtGateway: [{ paymentId: 'pay_1', amount: 50, orderId: null }],
        amountsDiffer: [
          { paymentId: 'pay_2', orderNumber: 'KCH000001', here: 10, atGateway: 11 },
          { paymentId: 'pay_3', orderNumber: 'KCH000002', here: 10, atGateway: 9 },
        ],
      }),
    ).toBe('Does not match: 1 at the gateway only, 2 with different amounts');
    expect(gatewayVerdict({ ...gateway, matches: false, capturedAtGateway: 301 })).toBe('Does not match');
  });
});
