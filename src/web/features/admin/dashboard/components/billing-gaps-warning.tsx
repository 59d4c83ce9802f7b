// The dashboard's warning while bills lack legal details (docs/product.md#bills-and-kitchen-tickets):
// the shop keeps working and issues plain receipts meanwhile, so this informs rather than blocks.
// Only admins may fill them in; everyone else is told whom to ask.
import { TriangleAlert } from 'lucide-react';
import { Link } from '#web/components/ui/router-links.tsx';
import { useBillingGaps } from '../api/billing-gaps.ts';

/** 'the legal name, FSSAI licence number' */
export function billingGapsText(gaps: string[]): string {
  return `Bills are missing the ${gaps.join(', ')}. Until they are filled in, customers get a plain receipt.`;
}

export function BillingGapsWarning({ canFix }: { canFix: boolean }) {
  const gaps = useBillingGaps().data ?? [];
  if (gaps.length === 0) return null;
  return (
    <section
      aria-label="Bills need details"
      className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <p>
        {billingGapsText(gaps)}{' '}
        {canFix ? (
          <Link to="/admin/settings" className="font-semibold underline">
            Fill them in under Settings
          </Link>
        ) : (
          <span className="font-semibold">Ask an admin to fill them in.</span>
        )}
      </p>
    </section>
  );
}
