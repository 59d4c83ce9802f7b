import { describe, expect, it } from 'vitest';
import { encodePc858, printerText, wrapText } from './escpos-text.ts';

describe('printerText', () => {
  it('keeps ASCII and the Latin letters PC858 has', () => {
    expect(printerText('Crème brûlée, Café & Jalapeño 2×')).toBe('Crème brûlée, Café & Jalapeño 2×');
  });

  it('prints the rupee as Rs. and typographic marks as their ASCII look-alikes', () => {
    expect(printerText('Cash due ₹359.00')).toBe('Cash due Rs.359.00');
    expect(printerText('“Less sugar” – don’t stir…')).toBe('"Less sugar" - don\'t stir...');
  });

  it('strips accents PC858 lacks, and a run of anything else becomes one ?', () => {
    expect(printerText('Śrīkhand')).toBe('Srikhand');
    expect(printerText('मसाला चाय (Masala)')).toBe('? ? (Masala)');
    expect(printerText('Chai ☕☕ hot')).toBe('Chai ? hot');
  });

  it('turns control characters into spaces: a note cannot send a printer command', () => {
    expect(printerText('no\u001b@ice\nplease')).toBe('no @ice please');
  });
});

describe('encodePc858', () => {
  it('gives one byte a character, the PC858 byte for accented letters', () => {
    expect([...encodePc858('Café €5')]).toEqual([0x43, 0x61, 0x66, 0x82, 0x20, 0xd5, 0x35]);
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries within the width, continuation lines indented', () => {
    const lines = wrapText('2 x Masala Chai with extra ginger and cardamom', 16, 2);
    expect(lines).toEqual(['2 x Masala Chai', '  with extra', '  ginger and', '  cardamom']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
  });

  it('cuts a word longer than the line, and indents the first line by lead', () => {
    expect(wrapText('KCH1234567890123', 8)).toEqual(['KCH12345', '67890123']);
    expect(wrapText('Less sugar', 32, 2, 2)).toEqual(['  Less sugar']);
  });

  it('prints an empty line for empty text', () => {
    expect(wrapText('', 32)).toEqual(['']);
  });
});
