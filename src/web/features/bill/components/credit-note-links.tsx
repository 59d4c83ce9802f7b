// 'Credit note CN/26-27/000001' beside the bill (docs/product.md#credit-notes): one link per note of
// the order to the notes' page. Asked for only when the caller knows money went back on a billed
// order, so most orders cost no request.
import { creditNotesPagePath, useCreditNotes } from '../api/get-credit-notes.ts';

type Props = {
  orderId: string;
  /** Whether to ask at all (a billed order with a processed refund). */
  enabled?: boolean;
  /** 'Credit note' in the page's language (the storefront translates it; staff pages are English). */
  label?: string;
  className?: string;
};

export function CreditNoteLinks({ orderId, enabled = true, label = 'Credit note', className }: Props) {
  const notes = useCreditNotes(orderId, enabled);
  const list = notes.data?.creditNotes ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((note) => (
        <a
          key={note.id}
          href={`${creditNotesPagePath(orderId)}#${encodeURIComponent(note.number)}`}
          className={className ?? 'font-semibold text-brand-800 underline'}
        >
          {label} <span className="font-mono">{note.number}</span>
        </a>
      ))}
    </>
  );
}
