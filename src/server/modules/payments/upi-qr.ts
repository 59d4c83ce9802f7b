// The QR a rider or the counter holds up for a UPI order paid at the door
// (docs/product.md#online-payments): a upi://pay link (NPCI's deep-link parameters) with the
// shop's UPI ID, its name, the exact amount and the order number as the reference, drawn as SVG
// on the server so the staff area ships no QR code of its own.

export type UpiPayment = { vpa: string; payeeName: string; amountPaise: number; orderNumber: string };

/** upi://pay?pa=..&pn=..&am=..&cu=INR&tn=..&tr=.., every value percent-encoded. */
export function upiPayUri({ vpa, payeeName, amountPaise, orderNumber }: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', payeeName],
    // Rupees with two decimals, from paise (never a float's digits).
    ['am', `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`],
    ['cu', 'INR'],
    ['tn', `Order ${orderNumber}`],
    ['tr', orderNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The link as a QR code in an SVG data URL, ready for an <img> (the CSP allows data: images). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  // M: a phone screen or a printout with a smudge still scans; margin 2 is enough on a white card.
  // Loaded on the first QR rather than at start (issue 22).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
