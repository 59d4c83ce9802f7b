// The upi://pay link that pays the shop's UPI ID an exact amount (NPCI's deep-link parameters):
// one writer for the QR the server draws for an order paid at the door and the one the order pad
// draws at the counter before the order exists (docs/product.md#online-payments).

export type UpiPayment = {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** The payment's reference: the order number, or the pad's token for an order not placed yet. */
  orderNumber: string;
};

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
