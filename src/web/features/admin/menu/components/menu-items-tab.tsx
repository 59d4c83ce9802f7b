// Menu Items tab (spec section 2): search, status and category filters, the card grid, selection
// with bulk Activate / Deactivate / Delete, and the item form.
import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminItem, BulkAction } from '../../../../../shared/api/admin-catalog';
import { DEFAULT_CATEGORY_SLUG } from '../../../../../shared/catalog/categories';
import { resolveItemImage } from '../../../../../shared/catalog/menu-images';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useBulkItems } from '../api/bulk-items';
import { useDeleteItem } from '../api/delete-item';
import { useAdminCategories } from '../api/get-categories';
import { useAdminItems } from '../api/get-items';
import { failureMessage } from '../lib/failure-message';
import { FIELD_CLASS } from './form-field';
import { ItemCard } from './item-card';
import { ItemFormModal } from './item-form-modal';

const STATUS_FILTERS = [
  ['all', 'All Items'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
  ['featured', 'Featured'],
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number][0];

function matches(item: AdminItem, search: string, status: StatusFilter, categoryId: string) {
  const needle = search.trim().toLowerCase();
  if (needle && !`${item.name}\n${item.description}`.toLowerCase().includes(needle)) return false;
  if (status === 'active' && !item.is_active) return false;
  if (status === 'inactive' && item.is_active) return false;
  if (status === 'featured' && !item.is_featured) return false;
  return !categoryId || item.category_id === categoryId;
}

type Confirm = { kind: 'one'; item: AdminItem } | { kind: 'bulk' };

export function MenuItemsTab({ canDelete, onError }: { canDelete: boolean; onError: (m: string) => void }) {
  const items = useAdminItems();
  const categories = useAdminCategories();
  const bulk = useBulkItems();
  const remove = useDeleteItem();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [categoryId, setCategoryId] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [action, setAction] = useState<BulkAction>('activate');
  const [editing, setEditing] = useState<AdminItem | 'new'>();
  const [confirm, setConfirm] = useState<Confirm>();

  const shown = useMemo(
    () => (items.data ?? []).filter((i) => matches(i, search, status, categoryId)),
    [items.data, search, status, categoryId],
  );
  const slugOf = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c.slug])),
    [categories.data],
  );
  const failure = (error: unknown, fallback: string) => onError(failureMessage(error, fallback));

  async function applyBulk() {
    try {
      await bulk.mutateAsync({ ids: [...selected], action });
      setSelected(new Set());
    } catch (error) {
      failure(error, 'Bulk action failed');
    } finally {
      setConfirm(undefined);
    }
  }

  async function deleteOne(item: AdminItem) {
    try {
      await remove.mutateAsync(item.id);
      setSelected((s) => new Set([...s].filter((id) => id !== item.id)));
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
    <div className="space-y-4">
      <h2 className="sr-only">Menu items</h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="relative min-w-48 flex-1">
          <span className="sr-only">Search items</span>
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
          />
          <input
            type="search"
            placeholder="Search items..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`${FIELD_CLASS} mt-0 pl-9`}
          />
        </label>
        <label className="text-sm font-medium">
          <span className="sr-only">Status</span>
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            className={`${FIELD_CLASS} mt-0`}
          >
            {STATUS_FILTERS.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          <span className="sr-only">Category</span>
          <select
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            className={`${FIELD_CLASS} mt-0`}
          >
            <option value="">All Categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Item
        </button>
      </div>

      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3">
          <p role="status" className="font-semibold">
            {selected.size} item(s) selected
          </p>
          <label className="text-sm">
            <span className="sr-only">Action</span>
            <select
              value={action}
              onChange={(e) => setAction(e.target.value as BulkAction)}
              className={`${FIELD_CLASS} mt-0 bg-white py-1.5`}
            >
              {bulkActions.map((a) => (
                <option key={a} value={a}>
                  {a[0]!.toUpperCase() + a.slice(1)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={bulk.isPending}
            onClick={() => (action === 'delete' ? setConfirm({ kind: 'bulk' }) : applyBulk())}
            className="h-9 rounded-lg bg-stone-900 px-4 font-semibold text-white disabled:opacity-60"
          >
            Apply
          </button>
          <button type="button" onClick={() => setSelected(new Set())} className="text-sm underline">
            Clear selection
          </button>
        </div>
      )}

      {items.isPending ? (
        <p className="text-stone-600">Loading...</p>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
          <p className="text-lg font-bold">No items found</p>
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
          >
            Add First Item
          </button>
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
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (on) next.add(item.id);
                    else next.delete(item.id);
                    return next;
                  })
                }
                onEdit={() => setEditing(item)}
                onDelete={canDelete ? () => setConfirm({ kind: 'one', item }) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <ItemFormModal
          item={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title="Delete"
        message={
          confirm?.kind === 'one'
            ? 'Are you sure you want to delete this item?'
            : `Delete ${selected.size} selected items?`
        }
        confirmLabel="Delete"
        busy={bulk.isPending || remove.isPending}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => (confirm?.kind === 'one' ? deleteOne(confirm.item) : applyBulk())}
      />
    </div>
  );
}
