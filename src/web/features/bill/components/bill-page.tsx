// The printable bill page (/orders/:orderId/bill): customers open it from My orders and the
// confirmation, staff from the board. The server decides who may see which bill; this shows its
// answer: the bill, 'Order not found', why there is no bill yet, or a sign-in prompt.
import { useState } from 'react';
import { PageLoading, PageNotice } from '#web/components/ui/page-notice.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { billPdfHref } from '../api/bill-pdf.ts';
import { useBill } from '../api/get-bill.ts';
import { PAPER_LABELS, PAPERS, type Paper, printRules, savedPaper, savePaper } from '../lib/paper.ts';
import { BillDocument } from './bill-document.tsx';
import { CreditNoteLinks } from './credit-note-links.tsx';
import { PdfDownload, PrintButton, SignInNotice } from './sheet-actions.tsx';

/** The sheet's width on screen (a preview of the paper) and its type size. */
const SHEET: Record<Paper, string> = {
  a4: 'max-w-[210mm] p-4 sm:p-[14mm] text-sm',
  a5: 'max-w-[148mm] p-4 sm:p-[9mm] text-xs',
  '80mm': 'max-w-[80mm] p-[3mm] text-[11px] leading-snug',
};

type Props = {
  orderId: string;
  timeZone: string;
  /** Opens the customer's phone sign-in; the page reads the bill again once signed in. */
  onSignIn: () => void;
  /** Where staff sign in. */
  staffSignInHref: string;
};

export function BillPage({ orderId, timeZone, onSignIn, staffSignInHref }: Props) {
  const bill = useBill(orderId);
  const [paper, setPaper] = useState<Paper>(savedPaper);
  const heading = bill.data ? `${bill.data.title} ${bill.data.number}` : undefined;
  // The browser's print dialog names a saved PDF after the page's title.
  useDocumentTitle(heading);

  if (bill.isPending) {
    return <PageLoading>Loading the bill...</PageLoading>;
  }
  if (bill.isError) {
    const error = bill.error;
    const status = error instanceof ApiRequestError ? error.status : 0;
    if (status === 401) {
      return (
        <SignInNotice
          title="Sign in to see this bill"
          text="Bills are shown to the customer who ordered and to the shop's staff."
          onSignIn={onSignIn}
          staffSignInHref={staffSignInHref}
        />
      );
    }
    // 404 names no order of someone else's: it reads the same whether the order exists or not.
    if (status === 404) return <PageNotice title="Order not found" />;
    // 409: not delivered yet, cancelled, or delivered before bills existed; the server says which.
    return (
      <PageNotice title="No bill to show">
        <p role="alert">{error.message}</p>
      </PageNotice>
    );
  }

  function choose(next: Paper) {
    setPaper(next);
    savePaper(next);
  }

  return (
    <div className="space-y-4 print:space-y-0">
      {/* The printed page follows the paper chosen; a <style> in the body applies like one in the head. */}
      <style>{printRules(paper)}</style>
      <div className="flex flex-wrap items-center justify-center gap-3 print:hidden">
        <PrintButton />
        <PdfDownload href={billPdfHref(orderId)} fileName={`${bill.data.number.replaceAll('/', '-')}.pdf`} />
        <fieldset className="flex items-center gap-1 rounded-lg border border-stone-300 bg-white p-1">
          <legend className="sr-only">Paper</legend>
          <span aria-hidden="true" className="px-2 text-sm text-stone-600">
            Paper
          </span>
          {PAPERS.map((p) => (
            <label
              key={p}
              className="cursor-pointer rounded-md px-3 py-1 text-sm font-semibold text-stone-800 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="paper"
                value={p}
                checked={paper === p}
                onChange={() => choose(p)}
                className="sr-only"
              />
              {PAPER_LABELS[p]}
            </label>
          ))}
        </fieldset>
        <CreditNoteLinks orderId={orderId} />
      </div>
      <div
        data-testid="bill-sheet"
        data-paper={paper}
        className={`mx-auto w-full bg-white text-stone-950 shadow-sm ring-1 ring-stone-200 print:max-w-none print:p-0 print:shadow-none print:ring-0 ${SHEET[paper]}`}
      >
        <BillDocument bill={bill.data} paper={paper} timeZone={timeZone} />
      </div>
    </div>
  );
}
