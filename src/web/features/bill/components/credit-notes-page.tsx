// The order's credit notes, printable (/orders/:orderId/bill?view=credit-notes,
// docs/product.md#credit-notes): each note on a sheet of its own, with its PDF. The server decides
// who may see them, as for the bill: the customer who ordered and the shop's staff.
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { billPagePath } from '#shared/app-paths.ts';
import { PageLoading, PageNotice, PhoneSignInButton } from '#web/components/ui/page-notice.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { creditNotePdfHref, useCreditNotes } from '../api/get-credit-notes.ts';
import { CreditNoteDocument } from './credit-note-document.tsx';

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
        <PageNotice title="Sign in to see this credit note">
          <p>Credit notes are shown to the customer who ordered and to the shop's staff.</p>
          <div className="flex flex-wrap items-center justify-center gap-3">
            <PhoneSignInButton onSignIn={onSignIn} />
            <a href={staffSignInHref} className="font-semibold text-brand-800 underline">
              Staff sign in
            </a>
          </div>
        </PageNotice>
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
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          Print
        </button>
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
          <a
            href={creditNotePdfHref(orderId, note.id)}
            download={`credit-note-${note.number.replaceAll('/', '-')}.pdf`}
            className="mt-4 inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 print:hidden"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download PDF
          </a>
        </div>
      ))}
    </div>
  );
}
