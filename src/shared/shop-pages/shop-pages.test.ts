import { describe, expect, it } from 'vitest';
import { telHref, whatsAppHref } from './contact-links.ts';
import { pageOfPath, paragraphs } from './shop-pages.ts';

describe('short pages', () => {
  it('splits plain text into paragraphs at blank lines, keeping single line breaks', () => {
    expect(paragraphs('One\nstill one\n\n  \n\nTwo <b>as typed</b>\n')).toEqual([
      'One\nstill one',
      'Two <b>as typed</b>',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('knows its paths and nothing else', () => {
    expect(pageOfPath('/privacy')).toBe('privacy');
    expect(pageOfPath('/privacy/')).toBeUndefined();
    expect(pageOfPath('/careers')).toBeUndefined();
  });
});

describe('contact links', () => {
  it('calls the number as typed, without its spaces', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('opens WhatsApp with the country code, added to a ten-digit number', () => {
    expect(whatsAppHref('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppHref('+91 (98765) 43210')).toBe('https://wa.me/919876543210');
    expect(whatsAppHref('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });
});
