import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from '#shared/shop-pages/default-pages.ts';
import { StoreFooter } from './store-footer.tsx';

const render = (contact: typeof EMPTY_CONTACT) =>
  renderToString(
    <MemoryRouter>
      <StoreFooter contact={contact} />
    </MemoryRouter>,
  );

describe('StoreFooter', () => {
  it('keeps the Connect column with the contact page when the shop set no phone, WhatsApp or social link', () => {
    const html = render(EMPTY_CONTACT);
    expect(html).toContain('>Connect</h2>');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('Write to us');
    expect(html).not.toMatch(/Our Kitchen|Careers/);
  });

  it('offers the shop’s phone and WhatsApp there, and no fallback link once they are set', () => {
    const html = render({ ...EMPTY_CONTACT, phone: '+91 98765 43210', whatsApp: '98900 12345' });
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="https://wa.me/919890012345"');
    expect(html).not.toContain('Write to us');
  });
});
