// The minimum order subtotal: one sentence for the cart, checkout and the server's refusal.
import { formatRupees } from '#shared/money.ts';

/** Paise still needed to reach the minimum; 0 once it is met. */
export function minimumOrderShortfallPaise(minimumPaise: number, subtotalPaise: number): number {
  return Math.max(0, minimumPaise - subtotalPaise);
}

/** 'Add ₹45 more to order (minimum ₹150)'. */
export function minimumOrderMessage(shortByPaise: number, minimumPaise: number): string {
  return `Add ${formatRupees(shortByPaise)} more to order (minimum ${formatRupees(minimumPaise)})`;
}

/** The message when the subtotal is below the minimum, or undefined when the order may go ahead. */
export function minimumOrderProblem(minimumPaise: number, subtotalPaise: number): string | undefined {
  const shortBy = minimumOrderShortfallPaise(minimumPaise, subtotalPaise);
  return shortBy > 0 ? minimumOrderMessage(shortBy, minimumPaise) : undefined;
}
