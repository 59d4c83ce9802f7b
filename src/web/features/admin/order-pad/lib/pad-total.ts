// What the pad shows the customer will pay, worked out as the server will: the live menu's prices
// with their options, a manager's discount by hand, the delivery fee of a phone delivery, and GST
// by the shop's terms (orderTax, the same function the server and the storefront's checkout use).
// The server prices the order again and is the authority: a total that differs comes back as a 409
// and the pad takes the server's figure (serverTotalPaise) until the order changes.
import { type BillingSettings, taxTermsOf } from '#shared/billing/billing-settings.ts';
import { NO_TAX, orderTax } from '#shared/billing/tax.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryQuote } from '#shared/delivery-area/delivery-quote.ts';
import { minimumOrderMessage } from '#shared/delivery-area/minimum-order.ts';
import { toPaise } from '#shared/money.ts';
import type { PricedLine } from './pad-lines.ts';

export type PadTotalInput = {
  lines: readonly PricedLine[];
  billing: BillingSettings | undefined;
  /** A phone delivery: the area and the point delivered to; null otherwise. */
  delivery: { area: DeliveryArea; point: { lat: number; lng: number } | null } | null;
  /** A manager's discount by hand, rupees. */
  manualDiscount: number;
};

export type PadTotal = {
  subtotalPaise: number;
  discountPaise: number;
  /** null: no delivery; undefined: a delivery whose fee is not known yet (no point). */
  feePaise: number | null | undefined;
  /** Why the delivery cannot go (outside the area, below the minimum), if it cannot. */
  deliveryProblem: string | null;
  taxAddedPaise: number;
  totalPaise: number;
};

export function padTotal({ lines, billing, delivery, manualDiscount }: PadTotalInput): PadTotal {
  const subtotalPaise = lines.filter((l) => !l.problem).reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const discountPaise = Math.min(Math.max(0, toPaise(manualDiscount)), subtotalPaise);
  let feePaise: number | null | undefined = null;
  let deliveryProblem: string | null = null;
  if (delivery) {
    if (!delivery.point) feePaise = delivery.area.feeSlabs.length === 0 ? 0 : undefined;
    else {
      const quote = deliveryQuote(delivery.area, delivery.point, subtotalPaise);
      if (!quote.deliverable) deliveryProblem = quote.message;
      else {
        feePaise = quote.feePaise;
        if (quote.shortByPaise > 0)
          deliveryProblem = minimumOrderMessage(quote.shortByPaise, quote.minimumPaise);
      }
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
