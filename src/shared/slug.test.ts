import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and replaces non-alphanumerics with single hyphens', () => {
    expect(slugify('Masala Chai')).toBe('masala-chai');
    expect(slugify('  Bun Maska (2 pcs)!! ')).toBe('bun-maska-2-pcs');
    expect(slugify('Café Latte')).toBe('cafe-latte');
    expect(slugify('Iced Tea / Green Tea')).toBe('iced-tea-green-tea');
    expect(slugify('***')).toBe('');
  });
});
