// The bill PDF prints '₹' and a name the shop wrote in Devanagari (docs/product.md#languages),
// checked the way a reader sees it: poppler (Debian's poppler-utils, as .ci/run installs it) reads
// the text back and renders the page, and the Devanagari name leaves ink where it stands.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bill } from '#shared/api/billing.ts';
import { printable } from './bill-fonts.ts';
import { billPdf } from './bill-pdf.ts';

const NAME = 'मसाला चहा';

const bill: Bill = {
  kind: 'tax-invoice',
  title: 'Tax Invoice',
  number: 'CE/26-27/000123',
  issuedAt: '2026-11-29T10:00:00.000Z',
  orderId: 'o1',
  orderNumber: 'KCH000123',
  orderType: 'delivery',
  placedAt: '2026-11-29T09:30:00.000Z',
  seller: { name: 'Chai Express', address: 'Baner Road, Pune', gstin: null, fssai: null },
  customer: { name: 'Kavya Rao', phone: '+919890055501', address: 'Flat 4, Baner' },
  lines: [
    {
      name: NAME,
      unit: 'cup',
      choices: ['Add-ons: Adrak (+₹5)'],
      note: 'कमी साखर 🙏',
      quantity: 2,
      rate: 30,
      amount: 60,
    },
  ],
  subtotal: 60,
  discount: 0,
  discountCode: null,
  deliveryFee: 20,
  tax: {
    regime: 'regular',
    ratePercent: 5,
    pricesIncludeTax: true,
    taxable: 76.19,
    cgst: 1.9,
    sgst: 1.91,
    added: 0,
  },
  roundOff: 0,
  tip: 0,
  total: 80,
  paymentMethod: 'cod',
  notes: ['Prices include GST'],
};

const dir = mkdtempSync(path.join(tmpdir(), 'bill-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A binary PGM (P5) as width, height and its grey bytes. */
function readPgm(file: string) {
  const data = readFileSync(file);
  const header = data.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const [whole, w, h] = match;
  return { width: Number(w), height: Number(h), pixels: data.subarray(whole.length) };
}

describe('the bill PDF', () => {
  it('prints ₹ and a Devanagari item name with an embedded subset font, not as ?', async () => {
    const pdf = await billPdf(bill);
    const file = path.join(dir, 'bill.pdf');
    writeFileSync(file, pdf);
    // The font's used glyphs only: a one-page bill stays small.
    expect(pdf.length).toBeLessThan(100_000);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
    expect(fonts).not.toContain('Helvetica');

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(NAME);
    expect(text).toContain('₹60.00');
    expect(text).toContain('₹80.00');
    expect(text).toContain('(+₹5)');
    expect(text).not.toContain('Rs.');
    // The emoji has no glyph: it says so with '?', the Marathi note before it prints.
    expect(text).toContain('Note: कमी साखर ?');

    // Where the name stands on the page, in points, and the ink there once rendered at 72 dpi.
    const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const word = new RegExp(
      `<word xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">${NAME.split(' ')[0]}</word>`,
    ).exec(boxes);
    expect(word, boxes).not.toBeNull();
    const [x0, y0, x1, y1] = word!.slice(1).map(Number) as [number, number, number, number];
    execFileSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const page = readPgm(path.join(dir, 'page-1.pgm'));
    let dark = 0;
    let all = 0;
    for (let y = Math.floor(y0); y < Math.ceil(y1); y++)
      for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
        all++;
        if ((page.pixels[y * page.width + x] ?? 255) < 128) dark++;
      }
    // A word of Devanagari letters with their headline: a good share of its box is inked.
    expect(all).toBeGreaterThan(50);
    expect(dark / all).toBeGreaterThan(0.1);
  });

  it('keeps every character the font draws and marks the rest', () => {
    expect(printable('“मसाला” – चहा… ₹5 · €2 ™')).toBe('“मसाला” – चहा… ₹5 · €2 ™');
    expect(printable('चहा 🙏 中 ½\tx')).toBe('चहा ? ? ? x');
  });
});
