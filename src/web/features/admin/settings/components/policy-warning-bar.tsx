// Saved Terms or Refund Policy that no longer match how the shop takes payment
// (docs/product.md#settings): the dashboard says so to those who may edit them, beside the link to
// the 'Contact and pages' form that shows the same words.
import FileWarning from 'lucide-react/icons/file-warning';
import { Link } from '#web/components/ui/router-links.tsx';
import { useContactPages } from '../api/get-contact-pages.ts';

export function PolicyWarningBar() {
  const warning = useContactPages().data?.policyWarning;
  if (!warning) return null;
  return (
    <section
      aria-label="Policies to check"
      data-testid="policy-warning-bar"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-amber-100 p-3 text-amber-950 shadow-sm"
    >
      <FileWarning aria-hidden="true" className="h-6 w-6 shrink-0" />
      <p role="status" className="min-w-0 flex-1 font-bold">
        {warning}
      </p>
      <Link
        to="/admin/settings"
        className="font-bold text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-900"
      >
        Open Settings
      </Link>
    </section>
  );
}
