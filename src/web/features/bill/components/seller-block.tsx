// Who sells, as the bill and its credit notes print it: the title, the seller's name and address,
// and the GSTIN and FSSAI licence when the shop has them.
import type { Bill } from '#shared/api/billing.ts';

type Props = { id: string; title: string; seller: Bill['seller']; titleClassName: string };

export function SellerBlock({ id, title, seller, titleClassName }: Props) {
  return (
    <div className="space-y-0.5">
      <h1 id={id} className={titleClassName}>
        {title}
      </h1>
      <p className="font-bold">{seller.name}</p>
      {seller.address && <p className="whitespace-pre-line">{seller.address}</p>}
      {seller.gstin && (
        <p>
          GSTIN: <span className="font-mono">{seller.gstin}</span>
        </p>
      )}
      {seller.fssai && (
        <p>
          FSSAI Lic. No. <span className="font-mono">{seller.fssai}</span>
        </p>
      )}
    </div>
  );
}
