// What the pad shows the customer will pay, worked out as the server will: the live menu's prices
// with their options, a manager's discount by hand, the delivery fee of a phone delivery, and GST
// by the shop's terms (orderTax, the same function the server and the storefront's checkout use).
// The server prices the order again and is the authority: a total that differs comes back as a 409
// and the pad takes the server's figure until the order changes.
import { type BillingSettings, taxTermsOf } from '#shared/billing/billing-settings.ts';
import { NO_TAX, orderTax } from '#shared/billing/tax.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { toPaise } from '#shared/money.ts';
import type { PricedLine } from './pad-lines.ts';

/**
 * The storefront's delivery terms (features/store/shared/lib/delivery-terms.ts: the fee, the
 * minimum, outside the area, from the shared deliveryQuote the server charges by), handed to the
 * pad by the app layer and loaded only for a phone delivery. Its own chunk, shared as it is: had the
 * pad imported deliveryQuote itself, the quote would be split into a chunk of its own, one more
 * file the storefront's first load lists (decision 005).
 */
export type DeliveryTermsOf = (
  area: DeliveryArea,
  point: { latitude: number; longitude: number } | null,
  subtotalPaise: number,
) =>
  | { kind: 'no-point'; feePaise: number | null; minimumProblem: string | null }
  | { kind: 'outside'; message: string }
  | { kind: 'deliverable'; feePaise: number; minimumProblem: string | null };

export type PadTotalInput = {
  lines: readonly PricedLine[];
  billing: BillingSettings | undefined;
  /** A phone delivery: the terms (undefined while they load), the area and the point; null otherwise. */
  delivery: {
    terms: DeliveryTermsOf | undefined;
    area: DeliveryArea;
    point: { latitude: number; longitude: number } | null;
  } | null;
  /** A manager's discount by hand, rupees. */
  manualDiscount: number;
};

export type PadTotal = {
  subtotalPaise: number;
  discountPaise: number;
  /** null: no delivery; undefined: a delivery whose fee is not known yet (no point, terms loading). */
  feePaise: number | null | undefined;
  /** Why the delivery cannot go (outside the area, below the minimum), if it cannot. */
  deliveryProblem: string | null;
  taxAddedPaise: number;
  /** The 'Round off' line (docs/product.md#round-off), in totalPaise; 0 when none. */
  roundOffPaise: number;
  totalPaise: number;
};

export function padTotal({ lines, billing, delivery, manualDiscount }: PadTotalInput): PadTotal {
  const subtotalPaise = lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const discountPaise = Math.min(Math.max(0, toPaise(manualDiscount)), subtotalPaise);
  let feePaise: number | null | undefined = null;
  let deliveryProblem: string | null = null;
  if (delivery) {
    const terms = delivery.terms?.(delivery.area, delivery.point, subtotalPaise);
    if (!terms) feePaise = undefined;
    else if (terms.kind === 'outside') {
      feePaise = undefined;
      deliveryProblem = terms.message;
    } else {
      feePaise = terms.feePaise ?? undefined;
      deliveryProblem = terms.minimumProblem;
    }
  }
  const tax = orderTax(
    { subtotalPaise, discountPaise, deliveryFeePaise: feePaise ?? 0 },
    billing ? taxTermsOf(billing) : NO_TAX,
  );
  return {
    subtotalPaise,
    discountPaise,
    feePaise,
    deliveryProblem,
    taxAddedPaise: tax.taxAddedPaise,
    roundOffPaise: tax.roundOffPaise,
    totalPaise: tax.totalPaise,
  };
}

/** The change to hand back for cash given, paise; null when nothing is typed or it is short. */
export function changeToGive(tenderedRupees: number | null, totalPaise: number): number | null {
  if (tenderedRupees === null || !Number.isFinite(tenderedRupees)) return null;
  const change = toPaise(tenderedRupees) - totalPaise;
  return change >= 0 ? change : null;
}

/**
 * The total in a 409's words ('... the total is now ₹1,234.50. ...'), paise; null when the message
 * carries none. The server's message is the contract's totalChanged, formatted by formatRupees.
 */
export function totalFromMessage(message: string): number | null {
  const match = /total is now ₹([\d,]+(?:\.\d{1,2})?)/.exec(message);
  if (!match?.[1]) return null;
  return toPaise(Number(match[1].replaceAll(',', '')));
}
