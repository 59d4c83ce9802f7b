import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { QuantityControl } from './quantity-control.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('QuantityControl at the item limit', () => {
  it('shows the limit on the count itself, where a phone user sees it, and says why to a reader', () => {
    const html = renderToString(
      <QuantityControl name="Masala Chai" quantity={50} onChange={() => undefined} />,
    );
    expect(text(html)).toContain('50 max');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain(QUANTITY_LIMIT_MESSAGE);
  });

  it('shows only the count below it', () => {
    const html = renderToString(
      <QuantityControl name="Masala Chai" quantity={49} onChange={() => undefined} />,
    );
    expect(text(html)).toBe('49');
    expect(html).not.toContain('aria-disabled');
  });

  it('counts the limit left to this line when other lines hold the item', () => {
    const html = renderToString(
      <QuantityControl name="Masala Chai" quantity={20} max={20} onChange={() => undefined} />,
    );
    expect(text(html)).toContain('20 max');
  });
});
