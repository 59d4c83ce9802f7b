// Categories tab (spec section 2): cards with image, name and description, edit and delete.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminCategory } from '../../../../../shared/api/admin-catalog';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-categories';
import { failureMessage } from '../lib/failure-message';
import { CatalogImage } from './catalog-image';
import { CategoryFormModal } from './category-form-modal';

export function CategoriesTab({ onError }: { onError: (message: string) => void }) {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new'>();
  const [deleting, setDeleting] = useState<AdminCategory>();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      onError(failureMessage(error, 'Failed to delete category'));
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <div className="space-y-4">
      <h2 className="sr-only">Categories</h2>
      <button
        type="button"
        onClick={() => setEditing('new')}
        className="flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
      >
        <Plus aria-hidden="true" className="h-4 w-4" /> Add Category
      </button>
      {categories.isPending && <p className="text-stone-600">Loading...</p>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            <article aria-label={category.name} className="overflow-hidden rounded-2xl bg-white shadow-sm">
              <CatalogImage src={category.image_url} className="h-28 w-full" />
              <div className="space-y-1 p-3">
                <h3 className="flex items-center gap-2 font-bold">
                  <span aria-hidden="true" className="text-xl">
                    {category.icon}
                  </span>
                  {category.name}
                  {!category.is_active && (
                    <span className="rounded-full bg-stone-700 px-2 py-0.5 text-xs font-bold text-white">
                      Inactive
                    </span>
                  )}
                </h3>
                <p className="line-clamp-2 text-sm text-stone-700">{category.description}</p>
                <p className="text-xs text-stone-600">
                  {category.item_count} {category.item_count === 1 ? 'item' : 'items'}
                </p>
                <div className="flex gap-2 pt-1">
                  <button
                    type="button"
                    onClick={() => setEditing(category)}
                    aria-label={`Edit ${category.name}`}
                    className="flex flex-1 items-center justify-center gap-1 rounded-lg border border-stone-300 py-1.5 text-sm font-semibold hover:bg-stone-50"
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(category)}
                    aria-label={`Delete ${category.name}`}
                    className="rounded-lg border border-red-200 px-3 py-1.5 text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {editing && (
        <CategoryFormModal
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete"
        message="Are you sure you want to delete this category?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
