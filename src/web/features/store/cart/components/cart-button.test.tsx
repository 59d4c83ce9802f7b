import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { CART_CHECKOUT } from '#web/lib/i18n/words/mr/cart-checkout.ts';
import { CartButton } from './cart-button.tsx';

// The server's markup of the cart button is what the page's entry script changes when ADD is
// tapped before React has started (early-add.ts): it must find the badge and both names there.
describe('the cart button as the server renders it', () => {
  it('keeps an empty badge, hidden, and carries its names in the page’s language', () => {
    const html = renderToString(
      <LanguageProvider language="mr" words={CART_CHECKOUT}>
        <CartButton onOpen={() => undefined} menu={undefined} />
      </LanguageProvider>,
    );
    expect(html).toContain('data-name-one="कार्ट, {count} वस्तू"');
    expect(html).toContain('data-name-other="कार्ट, {count} वस्तू"');
    expect(html).toMatch(
      /<span data-testid="cart-badge" data-count-badge="" aria-hidden="true" hidden=""[^>]*>0<\/span>/,
    );
    expect(html).toContain('aria-label="कार्ट, 0 वस्तू"');
  });
});
