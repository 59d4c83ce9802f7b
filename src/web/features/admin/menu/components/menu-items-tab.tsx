// Menu Items tab (docs/product.md#menu-admin): search, status and category filters, the card grid with its
// one-tap sold out switch, selection with bulk Activate / Deactivate / Delete, Restore for archived
// items, and the item form. A bulk action touches only items that are both selected and shown:
// changing the search or a filter clears the selection, so nothing hidden is ever acted on.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AdminItem, BulkAction } from '#shared/api/admin-catalog.ts';
import { DEFAULT_CATEGORY_SLUG } from '#shared/catalog/categories.ts';
import { resolveItemImage } from '#shared/catalog/menu-images.ts';
import { AddButton } from '#web/components/ui/add-button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useBulkItems } from '../api/bulk-items.ts';
import { useDeleteItem } from '../api/delete-item.ts';
import { useAdminCategories } from '../api/get-categories.ts';
import { useAdminItems } from '../api/get-items.ts';
import { useRestoreItem } from '../api/restore-item.ts';
import { useSetItemStock } from '../api/set-item-stock.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { type ItemFilter, matchesFilter, NO_FILTER } from '../lib/item-filter.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { ItemCard } from './item-card.tsx';
import { ItemFilters } from './item-filters.tsx';

// The item form (its validation, react-hook-form and zod, weighs more than the rest of the tab) is
// fetched when the pointer or the focus first comes into the tab, so the dashboard opens without it
// and the first Add or Edit rarely waits (bench/README.md, staff area JS).
const loadItemForm = () => import('./item-form-modal.tsx');
const ItemFormModal = lazy(() => loadItemForm().then((m) => ({ default: m.ItemFormModal })));
const preloadItemForm = () => void loadItemForm().catch(() => undefined);

type Confirm = { kind: 'one'; item: AdminItem } | { kind: 'bulk' };

/** Up to this many items, the bulk delete question names each of them. */
const NAMED_IN_CONFIRM = 5;

type Props = {
  canDelete: boolean;
  /** Managers and up attach option groups to items. */
  canManageOptions: boolean;
  onError: (m: string) => void;
};

export function MenuItemsTab({ canDelete, canManageOptions, onError }: Props) {
  const items = useAdminItems();
  const categories = useAdminCategories();
  const bulk = useBulkItems();
  const remove = useDeleteItem();
  const restore = useRestoreItem();
  const stock = useSetItemStock();
  const [filter, setFilter] = useState(NO_FILTER);
  const { selected, toggle, clear } = useSelection();
  const [action, setAction] = useState<BulkAction>('activate');
  const [editing, setEditing] = useState<AdminItem | 'new'>();
  const [confirm, setConfirm] = useState<Confirm>();

  const shown = useMemo(
    () => (items.data ?? []).filter((i) => matchesFilter(i, filter)),
    [items.data, filter],
  );
  // Selected and shown: an item that left the grid (archived meanwhile) is never acted on.
  const chosen = useMemo(() => shown.filter((i) => selected.has(i.id)), [shown, selected]);
  const slugOf = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.slug])),
    [categories.data],
  );
  const failure = (error: unknown, fallback: string) => onError(failureMessage(error, fallback));

  function changeFilter(next: ItemFilter) {
    setFilter(next);
    clear();
  }

  async function applyBulk() {
    try {
      await bulk.mutateAsync({ ids: chosen.map((i) => i.id), action });
      clear();
    } catch (error) {
      failure(error, 'Bulk action failed');
    } finally {
      setConfirm(undefined);
    }
  }

  async function deleteOne(item: AdminItem) {
    try {
      await remove.mutateAsync(item.id);
      toggle(item.id, false);
    } catch (error) {
      failure(error, 'Failed to delete item');
    } finally {
      setConfirm(undefined);
    }
  }

  async function restoreOne(item: AdminItem) {
    try {
      await restore.mutateAsync(item.id);
    } catch (error) {
      failure(error, 'Failed to restore item');
    }
  }

  async function switchStock(item: AdminItem, inStock: boolean) {
    try {
      await stock.mutateAsync({ id: item.id, inStock });
    } catch (error) {
      failure(error, 'Failed to change stock');
    }
  }

  const bulkActions: BulkAction[] = canDelete
    ? ['activate', 'deactivate', 'delete']
    : ['activate', 'deactivate'];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only fetches the item form's code; nothing changes on screen
    <div className="space-y-4" onPointerEnter={preloadItemForm} onFocus={preloadItemForm}>
      <h2 className="sr-only">Menu items</h2>
      <div className="flex flex-wrap items-end gap-3">
        <ItemFilters filter={filter} categories={categories.data ?? []} onChange={changeFilter} />
        <AddButton label="Add Item" onClick={() => setEditing('new')} />
      </div>

      {chosen.length > 0 && (
        <BulkActionBar
          count={chosen.length}
          actions={bulkActions}
          action={action}
          onAction={setAction}
          onApply={() => (action === 'delete' ? setConfirm({ kind: 'bulk' }) : applyBulk())}
          onClear={clear}
          busy={bulk.isPending}
        />
      )}

      {items.isPending ? (
        <p className="text-stone-600">Loading...</p>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
          <p className="text-lg font-bold">No items found</p>
          {filter.status !== 'archived' && (
            <button
              type="button"
              onClick={() => setEditing('new')}
              className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
            >
              Add First Item
            </button>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {shown.map((item) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                image={resolveItemImage({
                  name: item.name,
                  categorySlug: slugOf.get(item.category_id ?? '') ?? DEFAULT_CATEGORY_SLUG,
                  imageUrl: item.image_url,
                })}
                selected={selected.has(item.id)}
                onSelect={(on) => toggle(item.id, on)}
                onEdit={() => setEditing(item)}
                onDelete={canDelete ? () => setConfirm({ kind: 'one', item }) : undefined}
                onStock={(inStock) => switchStock(item, inStock)}
                stockSwitching={stock.isPending && stock.variables?.id === item.id}
                onRestore={canDelete ? () => restoreOne(item) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              Loading the item form...
            </p>
          }
        >
          <ItemFormModal
            item={editing === 'new' ? undefined : editing}
            categories={categories.data ?? []}
            canManageOptions={canManageOptions}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title="Delete"
        message={
          confirm?.kind === 'one'
            ? 'Are you sure you want to delete this item?'
            : `Delete ${chosen.length} selected ${chosen.length === 1 ? 'item' : 'items'}?`
        }
        details={
          confirm?.kind === 'bulk' && chosen.length <= NAMED_IN_CONFIRM ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {chosen.map((i) => (
                <li key={i.id}>{i.name}</li>
              ))}
            </ul>
          ) : undefined
        }
        confirmLabel="Delete"
        busy={bulk.isPending || remove.isPending}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => (confirm?.kind === 'one' ? deleteOne(confirm.item) : applyBulk())}
      />
    </div>
  );
}
