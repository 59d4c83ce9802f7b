// 'View bill' on a delivered order that has a bill number (orders delivered before bills existed
// have none). A page of its own, printable, rather than a dialog; its credit notes beside it.
import FileText from 'lucide-react/icons/file-text';
import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { CreditNoteLinks } from '#web/features/bill/components/credit-note-links.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';

export function ViewBillLink({ order }: { order: Pick<Order, 'id' | 'status' | 'bill' | 'payment'> }) {
  const t = useT();
  if (order.status !== 'delivered' || !order.bill) return null;
  // Money given back on a billed order has its credit notes beside the bill (docs/product.md#credit-notes).
  const refunded = order.payment.refunds.some((r) => r.status === 'processed');
  return (
    <>
      <BillLink id={order.id} label={t('View bill')} />
      {refunded && (
        <CreditNoteLinks
          orderId={order.id}
          label={t('Credit note')}
          className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      )}
    </>
  );
}

function BillLink({ id, label }: { id: string; label: string }) {
  return (
    <Link
      to={billPagePath(id)}
      className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <FileText aria-hidden="true" className="h-4 w-4" />
      {label}
    </Link>
  );
}
