import { describe, expect, it } from 'vitest';
import { csvLine, maskedPhone, phoneCell, phoneDigits, rupeesCell, textCell } from './csv-cells.ts';

describe('CSV cells', () => {
  it('quotes text and doubles its quotes (RFC 4180)', () => {
    expect(textCell('KCH000001')).toBe('"KCH000001"');
    expect(textCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(textCell(null)).toBe('""');
    expect(csvLine(['"a"', '1.00'])).toBe('"a",1.00\r\n');
  });

  it('makes anything a spreadsheet would run as a formula inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(textCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(textCell('=HYPERLINK("http://x.test","a")')).toBe(`"'=HYPERLINK(""http://x.test"",""a"")"`);
    expect(textCell('1+1')).toBe('"1+1"');
    expect(textCell(' =1+1')).toBe('" =1+1"');
  });

  it('writes a phone as the digits a person types, with no apostrophe', () => {
    expect(phoneCell('+919890011111')).toBe('"9890011111"');
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    // Outside India the country code stays, so two countries' numbers cannot be confused.
    expect(phoneCell('+14155550123')).toBe('"14155550123"');
    // A number stored without its country code is written as it is.
    expect(phoneCell('9890011111')).toBe('"9890011111"');
    expect(phoneCell(null)).toBe('""');
    // Digits only: no cell a spreadsheet could run.
    for (const phone of ['+919890011111', '=1+1', '-12', '@x']) {
      expect(phoneCell(phone)).toMatch(/^"\d*"$/);
    }
  });

  it('writes paise as plain rupees with two decimals: no symbol, no grouping', () => {
    expect(rupeesCell(0)).toBe('0.00');
    expect(rupeesCell(19950)).toBe('199.50');
    expect(rupeesCell(5)).toBe('0.05');
    expect(rupeesCell(-250)).toBe('-2.50');
    expect(rupeesCell(123456789)).toBe('1234567.89');
    expect(Number(rupeesCell(123456789))).toBe(1234567.89);
  });

  it('keeps only the last four digits of a masked phone', () => {
    expect(maskedPhone('+919890011111')).toBe('********1111');
    expect(maskedPhone(null)).toBe('');
  });
});
