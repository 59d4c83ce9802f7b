import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_TAX, type TaxTerms } from '#shared/billing/tax.ts';
import { OrderTotals } from './order-totals.tsx';

const added: TaxTerms = { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: false };
const included: TaxTerms = { ...added, pricesIncludeTax: true };

/** The text of the row named `term` ('Total'), or undefined when there is none. */
function row(html: string, term: string): string | undefined {
  return html.match(new RegExp(`<dt>${term.replace(/[()]/g, '\\$&')}</dt><dd[^>]*>([^<]*)</dd>`))?.[1];
}

describe('OrderTotals', () => {
  it('adds GST on top of the discounted subtotal and the fee when the shop charges it on top', () => {
    // (₹300 - ₹30 + ₹20) = ₹290; 2.5% of it is ₹7.25 twice: GST ₹14.50, total ₹304.50.
    const html = renderToString(
      <OrderTotals subtotalPaise={30_000} discountPaise={3_000} deliveryFeePaise={2_000} taxTerms={added} />,
    );
    expect(row(html, 'GST (5%)')).toBe('₹14.50');
    expect(row(html, 'Total')).toBe('₹304.50');
  });

  it('rounds each half to the paisa as the server does', () => {
    // ₹49.90: 2.5% is 124.75 paise, rounded half up to 125, twice: ₹2.50 of GST.
    const html = renderToString(
      <OrderTotals subtotalPaise={4_990} deliveryFeePaise={null} taxTerms={added} />,
    );
    expect(row(html, 'GST (5%)')).toBe('₹2.50');
    expect(row(html, 'Total')).toBe('₹52.40');
  });

  it('shows no GST line when prices include it, for an unregistered shop, or without settings', () => {
    for (const taxTerms of [included, NO_TAX, undefined]) {
      const html = renderToString(
        <OrderTotals subtotalPaise={5_000} deliveryFeePaise={2_000} taxTerms={taxTerms} />,
      );
      expect(html).not.toContain('GST');
      expect(row(html, 'Total')).toBe('₹70');
    }
  });

  it('brings a total with GST on top to the rupee with a Round off line, as the server charges it', () => {
    const rounding = (subtotalPaise: number, roundOff: 'rupee' | 'none') =>
      renderToString(
        <OrderTotals
          subtotalPaise={subtotalPaise}
          deliveryFeePaise={null}
          taxTerms={{ ...added, roundOff }}
        />,
      );
    // ₹185.01 + 5%: ₹4.63 twice, ₹194.27 exact; rounded to ₹194.00, the line takes off ₹0.27.
    const down = rounding(18_501, 'rupee');
    expect(row(down, 'GST (5%)')).toBe('₹9.26');
    expect(row(down, 'Round off')).toBe('-₹0.27');
    expect(row(down, 'Total')).toBe('₹194');
    // ₹185.50 + 5%: ₹194.78 exact, ₹0.22 added up to ₹195.
    const up = rounding(18_550, 'rupee');
    expect(row(up, 'Round off')).toBe('+₹0.22');
    expect(row(up, 'Total')).toBe('₹195');
    // 'none' leaves the paise, and a whole-rupee total needs no line.
    const none = rounding(18_501, 'none');
    expect(none).not.toContain('Round off');
    expect(row(none, 'Total')).toBe('₹194.27');
    const whole = rounding(20_000, 'rupee');
    expect(whole).not.toContain('Round off');
    expect(row(whole, 'Total')).toBe('₹210');
  });
});
