import { ArchiveRestore, Star } from 'lucide-react';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import { formatAmount } from '#shared/money.ts';
import { EditDeleteButtons } from '#web/components/ui/edit-delete-buttons.tsx';
import { AvailabilitySwitch } from './availability-switch.tsx';
import { CatalogImage } from './catalog-image.tsx';
import { StockCountControl } from './stock-count-control.tsx';
import { windowsHint } from './time-windows-field.tsx';

type Props = {
  item: AdminItem;
  /** What the storefront shows for it (its upload, or the bundled artwork for its name). */
  image: string | null;
  /** The upload's 300 x 300 thumbnail, what the card shows (a grid of full pictures was megabytes). */
  thumbnail?: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  /** Absent when the role may not delete items. */
  onDelete?: () => void;
  /** The one-tap sold out / back in stock. */
  onStock: (inStock: boolean) => void;
  stockSwitching: boolean;
  /** Absent when the role may not restore (delete) items. */
  onRestore?: () => void;
};

/** One item of the grid; an archived (deleted) one shows only what it was and Restore. */
export function ItemCard(props: Props) {
  const { item, image, thumbnail, selected, onSelect } = props;
  const archived = item.archived_at !== null;
  return (
    <article
      aria-label={item.name}
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-2 ${
        selected ? 'ring-brand-700' : 'ring-transparent'
      }`}
    >
      <div className="relative">
        <CatalogImage src={thumbnail ?? image} fallback={image} className="h-36 w-full" />
        {!archived && (
          <label className="absolute top-2 left-2 flex items-center rounded-md bg-white/90 p-1.5 shadow">
            <input
              type="checkbox"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={`Select ${item.name}`}
              className="h-4 w-4 accent-brand-700"
            />
          </label>
        )}
        <div className="absolute top-2 right-2 flex gap-1">
          {item.is_featured && (
            <span className="flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950">
              <Star aria-hidden="true" className="h-3 w-3" /> Featured
            </span>
          )}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold text-white ${
              archived ? 'bg-red-800' : item.is_active ? 'bg-green-700' : 'bg-stone-700'
            }`}
          >
            {archived ? 'Archived' : item.is_active ? 'Active' : 'Inactive'}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-bold">{item.name}</h3>
        <p className="line-clamp-2 text-sm text-stone-700">{item.description}</p>
        <p className="mt-auto pt-1">
          <span className="font-bold">{formatAmount(item.price)}</span>
          <span className="text-sm text-stone-600"> / {item.unit}</span>
        </p>
        <p className="text-xs text-stone-600">{item.category || 'No category'}</p>
        {item.time_windows.length > 0 && (
          <p className="text-xs font-semibold text-amber-800">{windowsHint(item.time_windows)}</p>
        )}
        {archived ? <ArchivedActions {...props} /> : <LiveActions {...props} />}
      </div>
    </article>
  );
}

function LiveActions({ item, onEdit, onDelete, onStock, stockSwitching }: Props) {
  return (
    <>
      <AvailabilitySwitch
        name={item.name}
        onLabel="In stock"
        available={item.in_stock}
        switching={stockSwitching}
        onChange={onStock}
      />
      <StockCountControl target={{ kind: 'item', id: item.id }} name={item.name} counts={item} />
      <div className="mt-1 flex gap-2">
        <EditDeleteButtons look="card" name={item.name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </>
  );
}

function ArchivedActions({ item, onRestore }: Props) {
  if (!onRestore) return null;
  return (
    <button
      type="button"
      onClick={onRestore}
      aria-label={`Restore ${item.name}`}
      className="mt-2 flex items-center justify-center gap-1 rounded-lg border border-stone-300 py-1.5 text-sm font-semibold hover:bg-stone-50"
    >
      <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Restore
    </button>
  );
}
