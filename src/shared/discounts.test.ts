import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_ID_PATTERN,
  DISCOUNT_MESSAGES,
  type DiscountContext,
  type DiscountRule,
  discountCodeId,
  evaluateDiscount,
  normalizeCode,
} from './discounts.ts';

const NOW = new Date('2025-06-15T10:00:00Z');

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'CHAI10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  maxUses: null,
  usesPerCustomer: null,
  firstOrderOnly: false,
  startsAt: null,
  endsAt: null,
  isActive: true,
  usedCount: 0,
  ...over,
});

const context = (over: Partial<DiscountContext> = {}): DiscountContext => ({
  subtotalPaise: 50_000,
  now: NOW,
  customerUses: 0,
  customerOrders: 0,
  ...over,
});

const refused = (reason: string) => ({ ok: false, reason });

describe('evaluateDiscount', () => {
  it('refuses an unknown or inactive code as not valid', () => {
    expect(evaluateDiscount(undefined, context())).toEqual(refused('This code is not valid'));
    expect(evaluateDiscount(rule({ isActive: false }), context())).toEqual(refused('This code is not valid'));
    expect(DISCOUNT_MESSAGES.notValid).toBe('This code is not valid');
  });

  it('refuses a code before it starts (as if unknown) and from the moment it ends', () => {
    const later = new Date(NOW.getTime() + 1);
    expect(evaluateDiscount(rule({ startsAt: later }), context())).toEqual(refused('This code is not valid'));
    expect(evaluateDiscount(rule({ startsAt: NOW }), context()).ok).toBe(true);
    expect(evaluateDiscount(rule({ endsAt: NOW }), context())).toEqual(refused('This code has expired'));
    expect(evaluateDiscount(rule({ endsAt: later }), context()).ok).toBe(true);
  });

  it('refuses a code whose uses are all taken', () => {
    expect(evaluateDiscount(rule({ maxUses: 5, usedCount: 5 }), context())).toEqual(
      refused('This code has reached its usage limit'),
    );
    expect(evaluateDiscount(rule({ maxUses: 5, usedCount: 4 }), context()).ok).toBe(true);
  });

  it('keeps a first-order code to customers without an earlier order', () => {
    expect(evaluateDiscount(rule({ firstOrderOnly: true }), context({ customerOrders: 1 }))).toEqual(
      refused('This code is for your first order only'),
    );
    expect(evaluateDiscount(rule({ firstOrderOnly: true }), context({ customerOrders: 0 })).ok).toBe(true);
  });

  it('counts each customer’s uses against the per-customer limit', () => {
    expect(evaluateDiscount(rule({ usesPerCustomer: 2 }), context({ customerUses: 2 }))).toEqual(
      refused('You have already used this code'),
    );
    expect(evaluateDiscount(rule({ usesPerCustomer: 2 }), context({ customerUses: 1 })).ok).toBe(true);
  });

  it('asks for the missing amount in rupees with Indian grouping', () => {
    expect(evaluateDiscount(rule({ minOrderPaise: 20_000 }), context({ subtotalPaise: 15_000 }))).toEqual(
      refused('Add ₹50 more to use this code'),
    );
    expect(evaluateDiscount(rule({ minOrderPaise: 20_000 }), context({ subtotalPaise: 15_050 }))).toEqual(
      refused('Add ₹49.50 more to use this code'),
    );
    expect(
      evaluateDiscount(rule({ minOrderPaise: 15_000_000 }), context({ subtotalPaise: 2_500_000 })),
    ).toEqual(refused('Add ₹1,25,000 more to use this code'));
    expect(evaluateDiscount(rule({ minOrderPaise: 20_000 }), context({ subtotalPaise: 20_000 })).ok).toBe(
      true,
    );
  });

  it('reports the first rule that fails, in the order a customer would want to hear it', () => {
    const everything = rule({
      isActive: true,
      startsAt: new Date(NOW.getTime() + 1000),
      maxUses: 1,
      usedCount: 1,
      firstOrderOnly: true,
      usesPerCustomer: 1,
      minOrderPaise: 1_000_000,
    });
    const ctx = context({ customerOrders: 3, customerUses: 1, subtotalPaise: 100 });
    expect(evaluateDiscount(everything, ctx)).toEqual(refused('This code is not valid'));
    expect(evaluateDiscount({ ...everything, startsAt: null }, ctx)).toEqual(
      refused('This code has reached its usage limit'),
    );
    expect(evaluateDiscount({ ...everything, startsAt: null, maxUses: null }, ctx)).toEqual(
      refused('This code is for your first order only'),
    );
    expect(
      evaluateDiscount({ ...everything, startsAt: null, maxUses: null, firstOrderOnly: false }, ctx),
    ).toEqual(refused('You have already used this code'));
    expect(
      evaluateDiscount(
        { ...everything, startsAt: null, maxUses: null, firstOrderOnly: false, usesPerCustomer: null },
        ctx,
      ),
    ).toEqual(refused('Add ₹9,999 more to use this code'));
  });

  it('takes a percentage rounded to the nearest paisa', () => {
    expect(evaluateDiscount(rule({ value: 20 }), context({ subtotalPaise: 11_000 }))).toEqual({
      ok: true,
      discountPaise: 2_200,
    });
    // 15% of ₹33.33 is 499.95 paise: rounded to 500.
    expect(evaluateDiscount(rule({ value: 15 }), context({ subtotalPaise: 3_333 }))).toEqual({
      ok: true,
      discountPaise: 500,
    });
    // 10% of ₹0.04 is 0.4 paise: rounded to 0.
    expect(evaluateDiscount(rule({ value: 10 }), context({ subtotalPaise: 4 }))).toEqual({
      ok: true,
      discountPaise: 0,
    });
    expect(evaluateDiscount(rule({ value: 100 }), context({ subtotalPaise: 4_321 }))).toEqual({
      ok: true,
      discountPaise: 4_321,
    });
  });

  it('takes a flat amount, never more than the subtotal', () => {
    expect(
      evaluateDiscount(rule({ kind: 'flat', value: 5_000 }), context({ subtotalPaise: 11_000 })),
    ).toEqual({ ok: true, discountPaise: 5_000 });
    expect(
      evaluateDiscount(rule({ kind: 'flat', value: 50_000 }), context({ subtotalPaise: 2_500 })),
    ).toEqual({ ok: true, discountPaise: 2_500 });
    expect(evaluateDiscount(rule({ kind: 'flat', value: 50_000 }), context({ subtotalPaise: 0 }))).toEqual({
      ok: true,
      discountPaise: 0,
    });
  });

  it('never takes off more than the subtotal, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DiscountRule['kind']>('percent', 'flat'),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (kind, raw, subtotalPaise) => {
          const value = kind === 'percent' ? (raw % 100) + 1 : raw;
          const outcome = evaluateDiscount(rule({ kind, value }), context({ subtotalPaise }));
          if (!outcome.ok) return false;
          return (
            Number.isInteger(outcome.discountPaise) &&
            outcome.discountPaise >= 0 &&
            outcome.discountPaise <= subtotalPaise
          );
        },
      ),
    );
  });
});

describe('discount code ids and codes', () => {
  it('makes ids of DC_ and six upper-case letters from the random source', () => {
    expect(discountCodeId(() => 0)).toBe('DC_AAAAAA');
    expect(discountCodeId((bound) => bound - 1)).toBe('DC_ZZZZZZ');
    let i = 0;
    expect(discountCodeId(() => i++)).toBe('DC_ABCDEF');
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (draws) => {
        let next = 0;
        const id = discountCodeId((bound) => (draws[next++] as number) % bound);
        return DISCOUNT_ID_PATTERN.test(id) && /^DC_[A-Z]{6}$/.test(id);
      }),
    );
  });

  it('compares codes trimmed and in upper case', () => {
    expect(normalizeCode('  first20 ')).toBe('FIRST20');
  });
});
