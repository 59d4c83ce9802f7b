import { describe, expect, it } from 'vitest';
import { rememberedLanguage } from './language-cookie.ts';

describe('rememberedLanguage', () => {
  it('reads the lang cookie among others, and falls back to English', () => {
    expect(rememberedLanguage('a=1; lang=mr; b=2')).toBe('mr');
    expect(rememberedLanguage('lang=hi')).toBe('hi');
    expect(rememberedLanguage('lang=fr')).toBe('en');
    expect(rememberedLanguage('')).toBe('en');
    expect(rememberedLanguage('xlang=hi')).toBe('en');
  });
});
