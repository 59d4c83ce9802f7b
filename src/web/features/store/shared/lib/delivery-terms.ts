// What the cart and checkout say about delivery to the chosen point
// (docs/product.md#d15-delivery-fee-zone-and-minimum-order): the fee, the free-delivery hint, the
// minimum order and whether the point is outside the area. The sums are the shared deliveryQuote's,
// the one the server charges by; this only words them. Brings turf: lazily loaded chunks only.
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryQuote } from '#shared/delivery-area/delivery-quote.ts';
import { minimumOrderMessage, minimumOrderProblem } from '#shared/delivery-area/minimum-order.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import type { ChosenPoint } from './location-state.ts';

export type DeliveryTerms =
  /**
   * No point chosen yet: the fee is known only when it is the same everywhere (no fee slabs: FREE,
   * as first designed); the minimum order holds wherever the point will be.
   */
  | { kind: 'no-point'; feePaise: number | null; minimumProblem: string | null }
  | { kind: 'outside'; message: string }
  | {
      kind: 'deliverable';
      feePaise: number;
      /** 'Free delivery above ₹300' while the subtotal is below a threshold the owner set. */
      freeHint: string | null;
      /** 'Add ₹45 more to order (minimum ₹150)' while below the minimum. */
      minimumProblem: string | null;
    };

export function deliveryTerms(
  area: DeliveryArea,
  point: Pick<ChosenPoint, 'latitude' | 'longitude'> | null,
  subtotalPaise: number,
): DeliveryTerms {
  if (!point)
    return {
      kind: 'no-point',
      feePaise: area.feeSlabs.length === 0 ? 0 : null,
      minimumProblem: minimumOrderProblem(toPaise(area.minimumOrderRupees), subtotalPaise) ?? null,
    };
  const quote = deliveryQuote(area, { lat: point.latitude, lng: point.longitude }, subtotalPaise);
  if (!quote.deliverable) return { kind: 'outside', message: quote.message };
  return {
    kind: 'deliverable',
    feePaise: quote.feePaise,
    freeHint:
      quote.freeAbovePaise !== null && subtotalPaise < quote.freeAbovePaise
        ? `Free delivery above ${formatRupees(quote.freeAbovePaise)}`
        : null,
    minimumProblem:
      quote.shortByPaise > 0 ? minimumOrderMessage(quote.shortByPaise, quote.minimumPaise) : null,
  };
}

/** 'FREE' at no charge, else the rupees: the words docs/product.md#cart-and-checkout uses. */
export function deliveryFeeText(feePaise: number): string {
  return feePaise === 0 ? 'FREE' : formatRupees(feePaise);
}
