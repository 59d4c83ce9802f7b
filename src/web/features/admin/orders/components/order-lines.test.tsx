import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { OrderLines } from './order-lines.tsx';

const line = (over: Partial<Order['lines'][number]>): Order['lines'][number] => ({
  menuItemId: 'i1',
  name: 'Masala Chai',
  unit: 'cup',
  unitPrice: 35,
  quantity: 2,
  lineTotal: 70,
  options: [],
  note: null,
  ...over,
});
const option = (group: string, name: string, priceDelta = 0) => ({ optionId: null, group, name, priceDelta });

describe('order lines on the board', () => {
  it('shows the choices as ordered and the note set apart', () => {
    const html = renderToString(
      <OrderLines
        lines={[
          line({
            options: [
              option('Cup', 'Cutting'),
              option('Sugar', 'Less'),
              option('Add-ons', 'Extra ginger', 5),
            ],
            note: 'less milk',
          }),
          line({ quantity: 1 }),
        ]}
      />,
    );
    expect(html).toContain('Cutting, Less, Extra ginger');
    expect(html).toMatch(/Note: (<!-- -->)?less milk/);
    // A plain line says neither.
    expect(html.match(/Note:/g)).toHaveLength(1);
  });

  it('keeps two lines of the same item with other choices apart', () => {
    const html = renderToString(
      <OrderLines
        lines={[
          line({ options: [option('Sugar', 'Less')] }),
          line({ options: [option('Sugar', 'No sugar')] }),
        ]}
      />,
    );
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('>Less<');
    expect(html).toContain('>No sugar<');
  });

  it('renders a note with markup in it as the characters typed', () => {
    const html = renderToString(
      <OrderLines lines={[line({ note: '<img src=x onerror=alert(1)><b>hot</b>' })]} />,
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;hot&lt;/b&gt;');
  });
});
