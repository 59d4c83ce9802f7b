// The bill of a delivered order (docs/product.md#bills-and-kitchen-tickets; decision 021), built
// from the order row alone: the terms it was placed with, its tax columns, its lines with their
// option snapshots and its address snapshot. Settings saved later cannot change it.
import type { Bill } from '#shared/api/billing.ts';
import { BILL_TITLES, COMPOSITION_WORDING } from '#shared/billing/billing-settings.ts';
import type { TaxRegime } from '#shared/billing/tax.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { formatRupees, toRupees } from '#shared/money.ts';
import type { OrderRecord } from './order-records.ts';

const KINDS: Record<TaxRegime, Bill['kind']> = {
  regular: 'tax-invoice',
  composition: 'bill-of-supply',
  unregistered: 'receipt',
};

/** Why an order has no bill to show; the messages are BILL_MESSAGES'. */
export type NoBill = 'notYet' | 'cancelled' | 'none';

const orNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);

/** 'Flat 12, Sai Heights, Porwal Road, Lohegaon, near the temple': the parts given, in order. */
function addressLine(address: NonNullable<OrderRecord['address']>): string {
  return [address.house, address.address, address.area, address.landmark]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

function notes(regime: TaxRegime, pricesIncludeTax: boolean): string[] {
  if (regime === 'composition') return [COMPOSITION_WORDING];
  if (regime === 'regular') return [pricesIncludeTax ? 'Prices include GST' : 'GST added to the prices'];
  return [];
}

/** Who sold to whom, as the bill and its credit notes print it: from the order's terms and address. */
export function billPartiesOf(row: OrderRecord): Pick<Bill, 'seller' | 'customer'> {
  const terms = row.billTerms;
  const regime = terms?.regime ?? 'unregistered';
  return {
    seller: {
      name: orNull(terms?.legalName) ?? BRAND_NAME,
      address: orNull(terms?.address),
      // An unregistered shop prints no GSTIN even if one was typed in.
      gstin: regime === 'unregistered' ? null : orNull(terms?.gstin),
      fssai: orNull(terms?.fssai),
    },
    customer: {
      // A pickup order has no address: the account's name, as its phone below.
      name: orNull(row.address?.name) ?? orNull(row.customerName),
      phone: orNull(row.address?.phone) ?? row.customerPhone,
      // Empty once the customer deleted their account (unless the bill had to keep it).
      address: row.address ? orNull(addressLine(row.address)) : null,
    },
  };
}

export function billOf(row: OrderRecord): { ok: true; bill: Bill } | { ok: false; reason: NoBill } {
  // A bill once issued stays readable: a counter order voided after it was billed keeps its bill,
  // which its credit note reverses (docs/product.md#credit-notes). Unbilled, a cancelled order has none.
  if (row.status === 'cancelled' && !row.billNumber) return { ok: false, reason: 'cancelled' };
  // Online, the bill is issued on delivery; a counter order paid as it is taken is billed then,
  // so the bill prints at the counter before the chai is ready.
  const billedAtCounter = (row.channel === 'counter' || row.channel === 'phone') && row.billNumber !== null;
  const billedThenCancelled = row.status === 'cancelled' && row.billNumber !== null;
  if (row.status !== 'delivered' && !billedAtCounter && !billedThenCancelled)
    return { ok: false, reason: 'notYet' };
  // Delivered before this version: no number was ever given, and none is given now.
  if (!row.billNumber || !row.billedAt) return { ok: false, reason: 'none' };
  const terms = row.billTerms;
  const regime = terms?.regime ?? 'unregistered';
  const pricesIncludeTax = terms?.pricesIncludeTax ?? true;
  return {
    ok: true,
    bill: {
      kind: KINDS[regime],
      title: BILL_TITLES[regime],
      number: row.billNumber,
      issuedAt: row.billedAt.toISOString(),
      orderId: row.id,
      orderNumber: row.orderNumber,
      orderType: row.orderType,
      placedAt: row.createdAt.toISOString(),
      ...billPartiesOf(row),
      lines: row.lines.map((l) => ({
        name: l.name,
        unit: l.unit,
        choices: l.options.map(
          (o) =>
            `${o.group}: ${o.name}${o.priceDeltaPaise > 0 ? ` (+${formatRupees(o.priceDeltaPaise)})` : ''}`,
        ),
        note: l.note,
        quantity: l.quantity,
        rate: toRupees(l.unitPricePaise),
        amount: toRupees(l.lineTotalPaise),
      })),
      subtotal: toRupees(row.subtotalPaise),
      discount: toRupees(row.discountPaise),
      discountCode: row.discountCode,
      deliveryFee: toRupees(row.deliveryFeePaise),
      tax: {
        regime,
        ratePercent: (terms?.rateBasisPoints ?? 0) / 100,
        pricesIncludeTax,
        taxable: toRupees(row.taxablePaise),
        cgst: toRupees(row.cgstPaise),
        sgst: toRupees(row.sgstPaise),
        added: toRupees(row.taxAddedPaise),
      },
      roundOff: toRupees(row.roundOffPaise),
      // The tip is the rider's, not the shop's supply: printed after the supply's total.
      tip: toRupees(row.tipPaise),
      total: toRupees(row.totalPaise),
      paymentMethod: row.paymentMethod,
      book: { channel: row.channel, token: row.token, counterKind: row.counterKind },
      notes: notes(regime, pricesIncludeTax),
    },
  };
}
