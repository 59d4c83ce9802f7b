import { describe, expect, it } from 'vitest';
import { maskedPhone, rupeesCell, textCell } from './orders-csv.ts';

describe('orders CSV cells', () => {
  it('quotes text and doubles its quotes (RFC 4180)', () => {
    expect(textCell('KCH000001')).toBe('"KCH000001"');
    expect(textCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(textCell(null)).toBe('""');
  });

  it('makes anything a spreadsheet would run as a formula inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(textCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(textCell('1+1')).toBe('"1+1"');
  });

  it('writes paise as rupees with two decimals', () => {
    expect(rupeesCell(0)).toBe('0.00');
    expect(rupeesCell(19950)).toBe('199.50');
    expect(rupeesCell(5)).toBe('0.05');
    expect(rupeesCell(123456789)).toBe('1234567.89');
  });

  it('keeps only the last four digits of a phone', () => {
    expect(maskedPhone('+919890011111')).toBe('********1111');
    expect(maskedPhone(null)).toBe('');
  });
});
