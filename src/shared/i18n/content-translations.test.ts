import { describe, expect, it } from 'vitest';
import { contentTranslationsSchema, inLanguage } from './content-translations.ts';

const schema = contentTranslationsSchema({ name: 10, description: 20 }, (f) =>
  f === 'name' ? 'Name' : 'Description',
);

describe('contentTranslationsSchema', () => {
  it('keeps filled fields and drops blank ones and empty languages', () => {
    expect(schema.parse({ hi: { name: ' चाय ', description: '' }, mr: { name: '  ' } })).toEqual({
      hi: { name: 'चाय' },
    });
  });

  it('refuses unknown languages and fields, and texts longer than the source allows', () => {
    expect(schema.safeParse({ fr: { name: 'thé' } }).success).toBe(false);
    expect(schema.safeParse({ hi: { title: 'x' } }).success).toBe(false);
    const long = schema.safeParse({ hi: { name: 'क'.repeat(11) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Name must be at most 10 characters');
  });
});

describe('inLanguage', () => {
  const source = { name: 'Masala Chai', description: 'Strong tea' as string | null };
  const translations = { mr: { name: 'मसाला चहा' } };

  it('falls back to English per field', () => {
    expect(inLanguage(source, translations, 'mr', ['name', 'description'])).toEqual({
      name: 'मसाला चहा',
      description: 'Strong tea',
    });
    expect(inLanguage(source, translations, 'hi', ['name', 'description'])).toBe(source);
    expect(inLanguage(source, translations, 'en', ['name', 'description'])).toBe(source);
    expect(inLanguage(source, null, 'mr', ['name'])).toBe(source);
  });
});
