import { describe, expect, it } from 'vitest';
import { billTermsOf, COMPOSITION_WORDING, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { billOf } from './order-bill.ts';
import type { OrderRecord } from './order-records.ts';

const terms = billTermsOf({
  ...DEFAULT_BILLING,
  legalName: 'Chai Express Foods LLP',
  address: 'Porwal Road, Pune',
  gstin: '27AAPFU0939F1ZV',
  fssai: '11523999000123',
  regime: 'regular',
});

function record(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'order-1',
    orderNumber: 'KCH123456',
    userId: 'user-1',
    idempotencyKey: 'key',
    status: 'delivered',
    paymentMethod: 'cod',
    orderType: 'delivery',
    address: {
      name: 'Asha',
      phone: '+919890011111',
      house: 'Flat 12',
      address: 'Porwal Road',
      area: 'Lohegaon',
      landmark: null,
    },
    promisedMinutes: 30,
    subtotalPaise: 6000,
    discountPaise: 0,
    discountCode: null,
    deliveryFeePaise: 0,
    taxablePaise: 5714,
    cgstPaise: 143,
    sgstPaise: 143,
    taxAddedPaise: 0,
    totalPaise: 6000,
    billTerms: terms,
    billNumber: 'CE/26-27/000001',
    billedAt: new Date('2026-11-26T10:00:00Z'),
    ticketPrintedAt: null,
    cancelReason: null,
    createdAt: new Date('2026-11-26T09:00:00Z'),
    updatedAt: new Date('2026-11-26T10:00:00Z'),
    customerPhone: '+919890099999',
    lines: [
      {
        menuItemId: 'chai',
        name: 'Masala Chai',
        unit: 'cup',
        unitPricePaise: 3000,
        quantity: 2,
        lineTotalPaise: 6000,
        options: [
          { optionId: 'o1', groupId: 'g1', group: 'Cup', name: 'Full', priceDeltaPaise: 0 },
          { optionId: 'o2', groupId: 'g2', group: 'Add-ons', name: 'Adrak', priceDeltaPaise: 500 },
        ],
        note: 'less sugar',
      },
    ],
    events: [],
    ...overrides,
  } as OrderRecord;
}

const billed = (overrides: Partial<OrderRecord> = {}) => {
  const outcome = billOf(record(overrides));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.bill;
};

describe('billOf', () => {
  it('is a tax invoice with the seller, customer and lines as the order keeps them', () => {
    const bill = billed();
    expect(bill).toMatchObject({
      kind: 'tax-invoice',
      title: 'Tax Invoice',
      seller: { name: 'Chai Express Foods LLP', gstin: '27AAPFU0939F1ZV', fssai: '11523999000123' },
      customer: { name: 'Asha', phone: '+919890011111', address: 'Flat 12, Porwal Road, Lohegaon' },
      tax: { regime: 'regular', ratePercent: 5, taxable: 57.14, cgst: 1.43, sgst: 1.43 },
      notes: ['Prices include GST'],
    });
    expect(bill.lines).toEqual([
      {
        name: 'Masala Chai',
        unit: 'cup',
        choices: ['Cup: Full', 'Add-ons: Adrak (+₹5)'],
        note: 'less sugar',
        quantity: 2,
        rate: 30,
        amount: 60,
      },
    ]);
  });

  it('is a bill of supply with the composition wording for a composition shop', () => {
    const bill = billed({ billTerms: { ...terms, regime: 'composition', rateBasisPoints: 0 } });
    expect(bill).toMatchObject({
      kind: 'bill-of-supply',
      title: 'Bill of Supply',
      notes: [COMPOSITION_WORDING],
    });
    expect(bill.seller.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('is a plain receipt under the brand name when nothing was filled in, or before bills had terms', () => {
    const unfilled = billed({ billTerms: billTermsOf(DEFAULT_BILLING) });
    expect(unfilled).toMatchObject({
      kind: 'receipt',
      title: 'Receipt',
      seller: { name: BRAND_NAME, address: null, gstin: null, fssai: null },
      notes: [],
    });
    expect(billed({ billTerms: null }).seller.name).toBe(BRAND_NAME);
  });

  it('prints no GSTIN for an unregistered shop even if one was typed in', () => {
    const bill = billed({ billTerms: { ...terms, regime: 'unregistered', rateBasisPoints: 0 } });
    expect(bill.seller.gstin).toBeNull();
    expect(bill.seller.fssai).toBe('11523999000123');
  });

  it("takes a pickup customer's phone from the account", () => {
    const bill = billed({ orderType: 'pickup', address: null });
    expect(bill.customer).toEqual({ name: null, phone: '+919890099999', address: null });
  });

  it('has no bill before delivery, when cancelled, or without a number', () => {
    for (const status of ['placed', 'accepted', 'preparing', 'out_for_delivery'] as const)
      expect(billOf(record({ status }))).toEqual({ ok: false, reason: 'notYet' });
    expect(billOf(record({ status: 'cancelled', billNumber: null, billedAt: null }))).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(billOf(record({ billNumber: null, billedAt: null }))).toEqual({ ok: false, reason: 'none' });
  });

  it('keeps the bill of an order cancelled after it was billed (a voided counter sale): its credit note reverses it', () => {
    const result = billOf(record({ status: 'cancelled', channel: 'counter' }));
    expect(result.ok).toBe(true);
  });
});
