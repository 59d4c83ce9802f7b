// The board's warning of counted stock running low (docs/product.md#counted-stock): "Low stock:
// Samosa 2 left · Extra ginger (Add-ons) sold out". Only a warning: the board works the same
// whatever it says, and says nothing when the list cannot be read.
import PackageOpen from 'lucide-react/icons/package-open';
import { lowStockLine } from '#shared/api/stock.ts';
import { useLowStock } from '../api/low-stock.ts';

export function LowStockBar() {
  const low = useLowStock();
  const items = low.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Low stock"
      data-testid="low-stock-bar"
      className="flex items-start gap-3 rounded-xl border border-orange-300 bg-orange-50 p-3 text-orange-950"
    >
      <PackageOpen aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p role="status" className="min-w-0 flex-1 font-semibold">
        Low stock: {items.map(lowStockLine).join(' · ')}
      </p>
    </section>
  );
}
