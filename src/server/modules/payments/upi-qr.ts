// The QR a rider or the counter holds up for a UPI order paid at the door
// (docs/product.md#online-payments): a upi://pay link (NPCI's deep-link parameters) with the
// shop's UPI ID, its name, the exact amount and the order number as the reference, drawn as SVG
// on the server so the board and the rider page ship no QR code of their own. (The order pad draws
// its own in its chunk: at the counter the customer pays before the order exists.)

// The link is shared with the order pad, which draws its QR in the browser (order-pad/components).
export { type UpiPayment, upiPayUri } from '#shared/billing/upi-pay-uri.ts';

/** The link as a QR code in an SVG data URL, ready for an <img> (the CSP allows data: images). */
export async function qrSvgDataUrl(text: string): Promise<string> {
  // M: a phone screen or a printout with a smudge still scans; margin 2 is enough on a white card.
  // Loaded on the first QR rather than at start (issue 22).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
