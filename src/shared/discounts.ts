// Discount codes (docs/product.md#settings): the rules a code must pass and what it takes off.
// Pure, so the checkout preview and the order transaction decide with the same code.
import { formatRupees } from './money.ts';

export const DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export type DiscountRule = {
  code: string;
  kind: DiscountKind;
  /** Percent 1-100 for 'percent'; paise for 'flat'. */
  value: number;
  minOrderPaise: number;
  maxUses: number | null;
  usesPerCustomer: number | null;
  firstOrderOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  usedCount: number;
};

export type DiscountContext = {
  subtotalPaise: number;
  now: Date;
  /** How often this customer has used this code on orders that were not cancelled. */
  customerUses: number;
  /** The customer's earlier orders that were not cancelled. */
  customerOrders: number;
};

export const DISCOUNT_MESSAGES = {
  notValid: 'This code is not valid',
  expired: 'This code has expired',
  usedUp: 'This code has reached its usage limit',
  unpaidHold: 'An unpaid order of yours already holds this code: pay for it or cancel it first',
  alreadyUsed: 'You have already used this code',
  firstOrderOnly: 'This code is for your first order only',
  addMore: (shortPaise: number) => `Add ${formatRupees(shortPaise)} more to use this code`,
} as const;

export type DiscountOutcome = { ok: true; discountPaise: number } | { ok: false; reason: string };

function discountFor(rule: DiscountRule, subtotalPaise: number): number {
  const off = rule.kind === 'percent' ? Math.round((subtotalPaise * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(off, subtotalPaise));
}

/** Checks every rule in the order a customer would want to hear about it. */
export function evaluateDiscount(rule: DiscountRule | undefined, context: DiscountContext): DiscountOutcome {
  if (!rule?.isActive) return { ok: false, reason: DISCOUNT_MESSAGES.notValid };
  // A code that has not started answers as an unknown or switched-off one: none of the three tells
  // someone guessing codes that this one exists.
  if (rule.startsAt && context.now < rule.startsAt) return { ok: false, reason: DISCOUNT_MESSAGES.notValid };
  if (rule.endsAt && context.now >= rule.endsAt) return { ok: false, reason: DISCOUNT_MESSAGES.expired };
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses)
    return { ok: false, reason: DISCOUNT_MESSAGES.usedUp };
  if (rule.firstOrderOnly && context.customerOrders > 0)
    return { ok: false, reason: DISCOUNT_MESSAGES.firstOrderOnly };
  if (rule.usesPerCustomer !== null && context.customerUses >= rule.usesPerCustomer)
    return { ok: false, reason: DISCOUNT_MESSAGES.alreadyUsed };
  if (context.subtotalPaise < rule.minOrderPaise)
    return { ok: false, reason: DISCOUNT_MESSAGES.addMore(rule.minOrderPaise - context.subtotalPaise) };
  return { ok: true, discountPaise: discountFor(rule, context.subtotalPaise) };
}

/** What customers type: letters and digits, compared in upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A code's id: DC_ plus 6 random upper-case characters; `random` returns an integer below its bound. */
export function discountCodeId(random: (bound: number) => number): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ID_ALPHABET[random(ID_ALPHABET.length)];
  return `DC_${suffix}`;
}

export const DISCOUNT_ID_PATTERN = /^DC_[A-Z]{6}$/;
