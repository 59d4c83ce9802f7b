// The order's credit notes, printable (/orders/:orderId/bill?view=credit-notes,
// docs/product.md#credit-notes): each note on a sheet of its own, with its PDF. The server decides
// who may see them, as for the bill: the customer who ordered and the shop's staff.
import { billPagePath } from '#shared/app-paths.ts';
import { PageLoading, PageNotice } from '#web/components/ui/page-notice.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { creditNotePdfHref, useCreditNotes } from '../api/get-credit-notes.ts';
import { CreditNoteDocument } from './credit-note-document.tsx';
import { PdfDownload, PrintButton, SignInNotice } from './sheet-actions.tsx';

type Props = { orderId: string; timeZone: string; onSignIn: () => void; staffSignInHref: string };

export function CreditNotesPage({ orderId, timeZone, onSignIn, staffSignInHref }: Props) {
  const notes = useCreditNotes(orderId);
  const list = notes.data?.creditNotes ?? [];
  useDocumentTitle(list.length > 0 ? `Credit Note ${list.map((n) => n.number).join(', ')}` : undefined);

  if (notes.isPending) return <PageLoading>Loading the credit notes...</PageLoading>;
  if (notes.isError) {
    const status = notes.error instanceof ApiRequestError ? notes.error.status : 0;
    if (status === 401)
      return (
        <SignInNotice
          title="Sign in to see this credit note"
          text="Credit notes are shown to the customer who ordered and to the shop's staff."
          onSignIn={onSignIn}
          staffSignInHref={staffSignInHref}
        />
      );
    return <PageNotice title="Order not found" />;
  }
  if (list.length === 0)
    return (
      <PageNotice title="No credit notes">
        <p>Nothing of this order's bill has been given back.</p>
      </PageNotice>
    );

  return (
    <div className="space-y-4 print:space-y-0">
      <div className="flex flex-wrap items-center justify-center gap-3 print:hidden">
        <PrintButton />
        <a href={billPagePath(orderId)} className="font-semibold text-brand-800 underline">
          View bill
        </a>
      </div>
      {list.map((note) => (
        <div
          key={note.id}
          data-testid="credit-note-sheet"
          className="mx-auto w-full max-w-[210mm] break-after-page bg-white p-4 text-sm text-stone-950 shadow-sm ring-1 ring-stone-200 sm:p-[14mm] print:max-w-none print:p-0 print:shadow-none print:ring-0"
        >
          <CreditNoteDocument note={note} timeZone={timeZone} />
          <PdfDownload
            href={creditNotePdfHref(orderId, note.id)}
            fileName={`credit-note-${note.number.replaceAll('/', '-')}.pdf`}
            className="mt-4 print:hidden"
          />
        </div>
      ))}
    </div>
  );
}
