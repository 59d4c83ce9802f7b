// A bulk price change's arithmetic (docs/product.md#menu-tools), on integer paise (decision 002).
import { ITEM_MESSAGES, itemChecks } from '#shared/api/admin-catalog.ts';
import type { PriceChangeKind, PriceRounding } from '#shared/catalog/menu-tools-rules.ts';
import { toRupees } from '#shared/money.ts';

/** The largest price an item may have, in paise (ITEM_MESSAGES.priceMax: ₹1,00,000). */
const MAX_PRICE_PAISE = 100_000 * 100;

const ROUND: Record<PriceRounding, (paise: number) => number> = {
  none: (paise) => paise,
  rupee: (paise) => Math.round(paise / 100) * 100,
  // Up, never down: a rise in milk prices is not meant to lower anything.
  up5: (paise) => Math.ceil(paise / 500) * 500,
};

/** The new price of an item at `oldPaise`, the change applied, then rounded as chosen. */
export function newPricePaise(
  oldPaise: number,
  change: { kind: PriceChangeKind; value: number },
  rounding: PriceRounding,
): number {
  const moved =
    change.kind === 'percent'
      ? Math.round((oldPaise * (100 + change.value)) / 100)
      : oldPaise + Math.round(change.value * 100);
  // Rounding a price that fell to nothing or below must not lift it back over zero.
  return moved <= 0 ? moved : ROUND[rounding](moved);
}

/** Why a new price cannot be stored, in the item form's words; undefined when it can. */
export function priceProblem(newPaise: number, originalPaise: number | null): string | undefined {
  if (newPaise <= 0) return ITEM_MESSAGES.price;
  if (newPaise > MAX_PRICE_PAISE) return ITEM_MESSAGES.priceMax;
  return itemChecks.originalPrice(
    originalPaise === null ? null : toRupees(originalPaise),
    toRupees(newPaise),
  );
}
