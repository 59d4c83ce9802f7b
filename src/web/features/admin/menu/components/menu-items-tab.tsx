// Menu Items tab (docs/product.md#menu-admin): search, status and category filters, the card grid with its
// one-tap sold out switch, selection with bulk Activate / Deactivate / Delete, Restore for archived
// items, and the item form. A bulk action touches only items that are both selected and shown:
// changing the search or a filter clears the selection, so nothing hidden is ever acted on.
import { useMemo, useState } from 'react';
import type { AdminItem, BulkAction } from '#shared/api/admin-catalog.ts';
import { AddButton } from '#web/components/ui/add-button.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useBulkItems } from '../api/bulk-items.ts';
import { useDeleteItem } from '../api/delete-item.ts';
import { useAdminCategories } from '../api/get-categories.ts';
import { useAdminItems } from '../api/get-items.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { type ItemFilter, matchesFilter, NO_FILTER } from '../lib/item-filter.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import type { DeleteQuestion } from './delete-items-dialog.tsx';
import { ItemFilters } from './item-filters.tsx';
import { ItemGrid } from './item-grid.tsx';
import { LazyDeleteItemsDialog, preloadDeleteDialog } from './lazy-delete-items-dialog.tsx';
import { LazyItemForm, preloadItemForm } from './lazy-item-form.tsx';
import { MenuToolsBar } from './menu-tools-bar.tsx';
import { ResetCountsButton } from './reset-counts-button.tsx';

type Props = {
  canDelete: boolean;
  /** Managers and up attach option groups to items. */
  canManageOptions: boolean;
  onError: (m: string) => void;
};

const preload = () => {
  preloadItemForm();
  preloadDeleteDialog();
};

export function MenuItemsTab({ canDelete, canManageOptions, onError }: Props) {
  const items = useAdminItems();
  const categories = useAdminCategories();
  const bulk = useBulkItems();
  const remove = useDeleteItem();
  const [filter, setFilter] = useState(NO_FILTER);
  const { selected, toggle, clear } = useSelection();
  const [action, setAction] = useState<BulkAction>('activate');
  const [editing, setEditing] = useState<AdminItem | 'new'>();
  const [confirm, setConfirm] = useState<DeleteQuestion>();

  const shown = useMemo(
    () => (items.data ?? []).filter((i) => matchesFilter(i, filter)),
    [items.data, filter],
  );
  // Selected and shown: an item that left the grid (archived meanwhile) is never acted on.
  const chosen = useMemo(() => shown.filter((i) => selected.has(i.id)), [shown, selected]);
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

  const bulkActions: BulkAction[] = canDelete
    ? ['activate', 'deactivate', 'delete']
    : ['activate', 'deactivate'];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only fetches the item form's code; nothing changes on screen
    <div className="space-y-4" onPointerEnter={preload} onFocus={preload}>
      <h2 className="sr-only">Menu items</h2>
      <div className="flex flex-wrap items-end gap-3">
        <ItemFilters filter={filter} categories={categories.data ?? []} onChange={changeFilter} />
        <AddButton label="Add Item" onClick={() => setEditing('new')} />
        <ResetCountsButton />
      </div>
      {/* The menu tools are for those who may delete items: managers and admins. */}
      {canDelete && <MenuToolsBar categories={categories.data ?? []} chosen={chosen} />}

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

      <ItemGrid
        items={shown}
        loading={items.isPending}
        categories={categories.data ?? []}
        archived={filter.status === 'archived'}
        selected={selected}
        onSelect={toggle}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        canDelete={canDelete}
        onDelete={(item) => setConfirm({ kind: 'one', item })}
        onError={onError}
      />

      {editing && (
        <LazyItemForm
          item={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          canManageOptions={canManageOptions}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirm && (
        <LazyDeleteItemsDialog
          question={confirm}
          chosen={chosen}
          busy={bulk.isPending || remove.isPending}
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => (confirm.kind === 'one' ? deleteOne(confirm.item) : applyBulk())}
        />
      )}
    </div>
  );
}
