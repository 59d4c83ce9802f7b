// The exact-amount UPI QR at the counter: the same upi://pay link the board's and the rider's QR
// carry (shared/billing/upi-pay-uri.ts), drawn here in the browser because the customer pays
// before the order exists, and with the server out of reach too. The QR library comes with this
// chunk only when a UPI payment is chosen.
import { useEffect, useState } from 'react';
import { upiPayUri } from '#shared/billing/upi-pay-uri.ts';
import { formatRupees } from '#shared/money.ts';

type Props = { vpa: string; payeeName: string; amountPaise: number; reference: string };

async function drawQr(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function UpiPayQr({ vpa, payeeName, amountPaise, reference }: Props) {
  const uri = upiPayUri({ vpa, payeeName, amountPaise, orderNumber: reference });
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    drawQr(uri).then(
      (src) => current && setImage({ uri, src }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <div className="space-y-2 rounded-xl bg-white p-3 text-center">
      <p className="text-3xl font-extrabold tabular-nums">{formatRupees(amountPaise)}</p>
      {image?.uri === uri ? (
        <img
          src={image.src}
          alt={`UPI QR code: pay ${formatRupees(amountPaise)} to ${vpa}`}
          className="mx-auto aspect-square w-full max-w-64 bg-white"
        />
      ) : (
        <p role="status" className="py-12 text-stone-700">
          {failed ? 'The QR could not be drawn: give the customer the UPI ID.' : 'Drawing the QR...'}
        </p>
      )}
      <p className="text-sm">
        To {payeeName} (<span className="font-mono">{vpa}</span>)
      </p>
    </div>
  );
}
