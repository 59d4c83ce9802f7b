import { describe, expect, it } from 'vitest';
import { ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import { type BillingSettings, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import type { PricedLine } from './pad-lines.ts';
import { changeToGive, padTotal, totalFromMessage } from './pad-total.ts';

const line = (unitPaise: number, quantity: number, problem?: string): PricedLine => ({
  key: `${unitPaise}-${quantity}`,
  itemId: 'x',
  optionIds: [],
  note: null,
  quantity,
  name: 'x',
  optionNames: [],
  unitPaise,
  problem,
});

const gstOnTop: BillingSettings = {
  ...DEFAULT_BILLING,
  regime: 'regular',
  ratePercent: 5,
  pricesIncludeTax: false,
};

describe('the pad total', () => {
  it('adds the lines that can be ordered, less a discount by hand, with GST as the shop charges it', () => {
    const lines = [line(2000, 3), line(1500, 1), line(9900, 1, 'Out of stock')];
    expect(padTotal({ lines, billing: DEFAULT_BILLING, delivery: null, manualDiscount: 5 })).toMatchObject({
      subtotalPaise: 7500,
      discountPaise: 500,
      feePaise: null,
      totalPaise: 7000,
    });
    // 5% on top of ₹70: ₹3.50.
    expect(padTotal({ lines, billing: gstOnTop, delivery: null, manualDiscount: 5 }).totalPaise).toBe(7350);
  });

  it('never takes off more than the items', () => {
    expect(
      padTotal({ lines: [line(1000, 1)], billing: undefined, delivery: null, manualDiscount: 50 }).totalPaise,
    ).toBe(0);
  });

  it('works out the change, and none while the cash is short', () => {
    expect(changeToGive(500, 42_050)).toBe(7950);
    expect(changeToGive(400, 42_050)).toBeNull();
    expect(changeToGive(null, 100)).toBeNull();
  });

  it("reads the server's new total from its 409", () => {
    expect(totalFromMessage(ORDER_PAD_MESSAGES.totalChanged(123_450))).toBe(123_450);
    expect(totalFromMessage(ORDER_PAD_MESSAGES.totalChanged(6000))).toBe(6000);
    expect(totalFromMessage('Something else')).toBeNull();
  });
});
