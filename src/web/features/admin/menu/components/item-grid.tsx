// The Menu Items tab's grid: a card per shown item with its picture, selection box, sold out switch,
// Edit, Delete and (for archived items) Restore; "No items found" with Add First Item when the
// filters leave nothing. The switch and Restore act at once; their failures go to onError.
import { useMemo } from 'react';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import { DEFAULT_CATEGORY_SLUG } from '#shared/catalog/categories.ts';
import { thumbnailUrl } from '#shared/catalog/image-thumbnail.ts';
import { resolveItemImage } from '#shared/catalog/menu-images.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useRestoreItem } from '../api/restore-item.ts';
import { useSetItemStock } from '../api/set-item-stock.ts';
import { ItemCard } from './item-card.tsx';

type Props = {
  items: AdminItem[];
  loading: boolean;
  categories: AdminCategory[];
  /** Archived items are not added: the empty archive offers no Add First Item. */
  archived: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onAdd: () => void;
  onEdit: (item: AdminItem) => void;
  /** Delete and Restore show only to those who may delete. */
  canDelete: boolean;
  onDelete: (item: AdminItem) => void;
  onError: (m: string) => void;
};

export function ItemGrid({
  items,
  loading,
  categories,
  archived,
  selected,
  onSelect,
  onAdd,
  onEdit,
  canDelete,
  onDelete,
  onError,
}: Props) {
  const restore = useRestoreItem();
  const stock = useSetItemStock();
  const slugOf = useMemo(() => new Map(categories.map((c) => [c.id, c.slug])), [categories]);

  async function restoreOne(item: AdminItem) {
    try {
      await restore.mutateAsync(item.id);
    } catch (error) {
      onError(failureMessage(error, 'Failed to restore item'));
    }
  }

  async function switchStock(item: AdminItem, inStock: boolean) {
    try {
      await stock.mutateAsync({ id: item.id, inStock });
    } catch (error) {
      onError(failureMessage(error, 'Failed to change stock'));
    }
  }

  if (loading) return <p className="text-stone-600">Loading...</p>;
  if (items.length === 0)
    return (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
        <p className="text-lg font-bold">No items found</p>
        {!archived && (
          <button
            type="button"
            onClick={onAdd}
            className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
          >
            Add First Item
          </button>
        )}
      </div>
    );
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            image={resolveItemImage({
              name: item.name,
              categorySlug: slugOf.get(item.category_id ?? '') ?? DEFAULT_CATEGORY_SLUG,
              imageUrl: item.image_url,
            })}
            thumbnail={item.image_url ? thumbnailUrl(item.image_url) : undefined}
            selected={selected.has(item.id)}
            onSelect={(on) => onSelect(item.id, on)}
            onEdit={() => onEdit(item)}
            onDelete={canDelete ? () => onDelete(item) : undefined}
            onStock={(inStock) => switchStock(item, inStock)}
            stockSwitching={stock.isPending && stock.variables?.id === item.id}
            onRestore={canDelete ? () => restoreOne(item) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
