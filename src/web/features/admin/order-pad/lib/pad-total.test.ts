import { describe, expect, it } from 'vitest';
import { ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import { type BillingSettings, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import type { PricedLine } from './pad-lines.ts';
import { changeToGive, type DeliveryTermsOf, padTotal, totalFromMessage } from './pad-total.ts';

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
    // 5% on top of ₹70: ₹3.50, ₹73.50 exact; rounded to the rupee, halves up, with a 'Round off' of +₹0.50.
    expect(padTotal({ lines, billing: gstOnTop, delivery: null, manualDiscount: 5 })).toMatchObject({
      taxAddedPaise: 350,
      roundOffPaise: 50,
      totalPaise: 7400,
    });
    // A shop that rounds nothing charges the paise.
    expect(
      padTotal({ lines, billing: { ...gstOnTop, roundOff: 'none' }, delivery: null, manualDiscount: 5 }),
    ).toMatchObject({ roundOffPaise: 0, totalPaise: 7350 });
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

describe('the pad total of a phone delivery', () => {
  const area = {} as Parameters<DeliveryTermsOf>[0];
  const point = { latitude: 18.6, longitude: 73.9 };

  it('adds the fee the delivery terms give, and says what stops the delivery', () => {
    const terms: DeliveryTermsOf = (_a, p, subtotal) =>
      !p
        ? { kind: 'no-point', feePaise: null, minimumProblem: null }
        : subtotal < 10_000
          ? { kind: 'deliverable', feePaise: 3000, minimumProblem: 'Add ₹50 more to order (minimum ₹150)' }
          : { kind: 'deliverable', feePaise: 0, minimumProblem: null };
    const lines = [line(4000, 2)];
    expect(
      padTotal({ lines, billing: undefined, delivery: { terms, area, point }, manualDiscount: 0 }),
    ).toMatchObject({
      feePaise: 3000,
      deliveryProblem: 'Add ₹50 more to order (minimum ₹150)',
      totalPaise: 11_000,
    });
    const noPoint = padTotal({
      lines,
      billing: undefined,
      delivery: { terms, area, point: null },
      manualDiscount: 0,
    });
    expect(noPoint.feePaise).toBeUndefined();
    const loading = padTotal({
      lines,
      billing: undefined,
      delivery: { terms: undefined, area, point },
      manualDiscount: 0,
    });
    expect(loading).toMatchObject({ feePaise: undefined, totalPaise: 8000 });
    const outside: DeliveryTermsOf = () => ({
      kind: 'outside',
      message: "Sorry, we don't deliver to this address yet",
    });
    expect(
      padTotal({ lines, billing: undefined, delivery: { terms: outside, area, point }, manualDiscount: 0 })
        .deliveryProblem,
    ).toBe("Sorry, we don't deliver to this address yet");
  });
});
