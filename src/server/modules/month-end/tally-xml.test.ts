// The Tally XML's text (docs/product.md#tally-export): the characters XML forbids are dropped, the
// markup characters escaped, so a stray control character never makes the file unreadable.
import { describe, expect, it } from 'vitest';
import { escapeXml, tallyXml } from './tally-xml.ts';

const FORBIDDEN = [
  ...Array.from({ length: 9 }, (_, i) => i),
  0x0b,
  0x0c,
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  0xfffe,
  0xffff,
].map((code) => String.fromCharCode(code));

describe('escapeXml', () => {
  it('drops every character XML 1.0 forbids', () => {
    expect(FORBIDDEN).toHaveLength(31);
    for (const c of FORBIDDEN) expect(escapeXml(`Cash${c} & Co`)).toBe('Cash &amp; Co');
  });

  it('keeps tab, line feed, carriage return and ordinary text, escaping markup', () => {
    expect(escapeXml('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(escapeXml(`<Sales> "5%" & 'more' ₹`)).toBe(
      '&lt;Sales&gt; &quot;5%&quot; &amp; &apos;more&apos; ₹',
    );
  });

  it('writes none of them into the file, wherever a name or a narration carried one', () => {
    const xml = tallyXml({
      company: 'Chai\u0007 Express',
      period: '2026-11-01 to 2026-11-30 (Asia/Kolkata)',
      vouchers: [
        {
          type: 'Sales',
          date: '2026-11-05',
          number: 'CE/26-27/000010',
          reference: 'CE-1010',
          narration: 'Bill\u0001 CE/26-27/000010',
          entries: [
            { ledger: 'Cash\u001b', paise: -10_500, party: true },
            { ledger: 'Sales @ 5%\uffff', paise: 10_500, party: false },
          ],
        },
      ],
    });
    for (const c of FORBIDDEN) expect(xml.includes(c)).toBe(false);
    expect(xml).toContain('<SVCURRENTCOMPANY>Chai Express</SVCURRENTCOMPANY>');
    expect(xml).toContain('<NARRATION>Bill CE/26-27/000010</NARRATION>');
    expect(xml).toContain('<LEDGERNAME>Cash</LEDGERNAME>');
    expect(xml).toContain('<LEDGERNAME>Sales @ 5%</LEDGERNAME>');
  });
});
