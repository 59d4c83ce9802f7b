// GST on an order (docs/product.md#bills-and-kitchen-tickets; decision 021): computed once per bill,
// in integer paise, on what the customer is charged after the discount and with the delivery fee.

/** How the shop is registered for GST. */
export const TAX_REGIMES = ['unregistered', 'regular', 'composition'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/**
 * How a bill's total is rounded (docs/product.md#round-off): 'rupee' to the nearest rupee, halves
 * up, with a 'Round off' line, so cash due is always collectable; 'none' leaves the paise. The
 * tax itself is never rounded to the rupee.
 */
export const ROUND_OFF_MODES = ['none', 'rupee'] as const;
export type RoundOffMode = (typeof ROUND_OFF_MODES)[number];

/** What pricing an order needs to know about the shop's tax, as it was when the order was placed. */
export type TaxTerms = {
  regime: TaxRegime;
  /** The GST rate in basis points (500 = 5%), split equally into CGST and SGST; 0 unless regular. */
  rateBasisPoints: number;
  /** Menu prices already contain the tax (the customer pays the menu price) or it is added on top. */
  pricesIncludeTax: boolean;
  /** Absent on orders placed before round-off existed: read as 'none'. */
  roundOff?: RoundOffMode;
};

/** No GST: an unregistered shop, or one whose settings are not filled in yet. */
export const NO_TAX: TaxTerms = {
  regime: 'unregistered',
  rateBasisPoints: 0,
  pricesIncludeTax: true,
  roundOff: 'rupee',
};

export type OrderTax = {
  /** The value the tax is computed on. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Tax charged on top of the menu prices: cgst + sgst when prices exclude tax, else 0. */
  taxAddedPaise: number;
  /** The bill's 'Round off' line: -49 to +50 paise, 0 when the total is whole rupees or mode 'none'. */
  roundOffPaise: number;
  /** What the customer pays for the supply: subtotal - discount + delivery fee + taxAdded + roundOff. */
  totalPaise: number;
};

/** The round-off that brings a bill's exact total to whole rupees (halves up), or 0 under 'none'. */
export function roundOffOf(exactTotalPaise: number, mode: RoundOffMode | undefined): number {
  if (mode !== 'rupee') return 0;
  const rounded = Math.floor((exactTotalPaise + 50) / 100) * 100;
  return rounded - exactTotalPaise;
}

/** round(numerator / denominator), halves up, for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax on one order. The base is subtotal - discount + delivery fee: a discount shown on the
 * bill lowers the taxable value, and delivery by the shop is part of the same supply, taxed at
 * the same rate. CGST and SGST are each rate/2 of the taxable value, rounded half up to the paisa,
 * and always equal; with prices including tax the taxable value is what remains once they are
 * taken out, so taxable + CGST + SGST is exactly what the customer pays.
 */
export function orderTax(
  amounts: { subtotalPaise: number; discountPaise: number; deliveryFeePaise: number },
  terms: TaxTerms,
): OrderTax {
  const exact = exactTax(amounts, terms);
  const roundOffPaise = roundOffOf(exact.totalPaise, terms.roundOff);
  return { ...exact, roundOffPaise, totalPaise: exact.totalPaise + roundOffPaise };
}

function exactTax(
  amounts: { subtotalPaise: number; discountPaise: number; deliveryFeePaise: number },
  terms: TaxTerms,
): Omit<OrderTax, 'roundOffPaise'> {
  const charged = amounts.subtotalPaise - amounts.discountPaise + amounts.deliveryFeePaise;
  const rate = terms.regime === 'regular' ? terms.rateBasisPoints : 0;
  if (rate <= 0 || charged <= 0)
    return { taxablePaise: charged, cgstPaise: 0, sgstPaise: 0, taxAddedPaise: 0, totalPaise: charged };
  if (terms.pricesIncludeTax) {
    // charged = taxable * (1 + rate); each half is taxable * rate / 2.
    const half = roundHalfUp(charged * rate, 2 * (10_000 + rate));
    return {
      taxablePaise: charged - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      taxAddedPaise: 0,
      totalPaise: charged,
    };
  }
  const half = roundHalfUp(charged * rate, 2 * 10_000);
  return {
    taxablePaise: charged,
    cgstPaise: half,
    sgstPaise: half,
    taxAddedPaise: 2 * half,
    totalPaise: charged + 2 * half,
  };
}

/** '5%' or '2.5%' for a rate in basis points. */
export function ratePercentText(rateBasisPoints: number): string {
  return `${rateBasisPoints / 100}%`;
}
