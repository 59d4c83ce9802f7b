import { describe, expect, it } from 'vitest';
import { qrSvgDataUrl, upiPayUri } from './upi-qr.ts';

describe('the upi://pay link', () => {
  it('carries the exact amount with two decimals, from paise', () => {
    const uri = (amountPaise: number) =>
      upiPayUri({ vpa: 'shop@upi', payeeName: 'Shop', amountPaise, orderNumber: 'KCH000042' });
    expect(uri(12_345)).toBe(
      'upi://pay?pa=shop%40upi&pn=Shop&am=123.45&cu=INR&tn=Order%20KCH000042&tr=KCH000042',
    );
    expect(uri(5)).toContain('&am=0.05&');
    expect(uri(10_000)).toContain('&am=100.00&');
    expect(uri(1_00_00_000)).toContain('&am=100000.00&');
  });

  it('percent-encodes every value, so a name cannot add parameters', () => {
    const uri = upiPayUri({
      vpa: 'a.b-c@okaxis',
      payeeName: 'Chai & Co=1?x#',
      amountPaise: 100,
      orderNumber: 'KCH000001',
    });
    expect(uri).toBe(
      'upi://pay?pa=a.b-c%40okaxis&pn=Chai%20%26%20Co%3D1%3Fx%23&am=1.00&cu=INR&tn=Order%20KCH000001&tr=KCH000001',
    );
    expect(new URL(uri).searchParams.get('pn')).toBe('Chai & Co=1?x#');
  });

  it('is drawn as an SVG data URL', async () => {
    const image = await qrSvgDataUrl('upi://pay?pa=shop%40upi');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg .*<\/svg>\s*$/s);
    // Another text, another drawing.
    expect(await qrSvgDataUrl('upi://pay?pa=other%40upi')).not.toBe(image);
  });
});
