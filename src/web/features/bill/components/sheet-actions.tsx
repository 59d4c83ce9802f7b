// The buttons above a printable sheet (the bill, its credit notes): Print, and a PDF download; and
// the sign-in asked for when the sheet was refused to someone signed out.
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import { PageNotice, PhoneSignInButton } from '#web/components/ui/page-notice.tsx';

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      Print
    </button>
  );
}

/** 'Download PDF' of `href`, saved as `fileName`. */
export function PdfDownload({
  href,
  fileName,
  className = '',
}: {
  href: string;
  fileName: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download={fileName}
      className={`inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Download PDF
    </a>
  );
}

/** Signed out: the customer's phone sign-in, or the staff's. */
export function SignInNotice(props: {
  title: string;
  text: string;
  onSignIn: () => void;
  staffSignInHref: string;
}) {
  return (
    <PageNotice title={props.title}>
      <p>{props.text}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <PhoneSignInButton onSignIn={props.onSignIn} />
        <a href={props.staffSignInHref} className="font-semibold text-brand-800 underline">
          Staff sign in
        </a>
      </div>
    </PageNotice>
  );
}
