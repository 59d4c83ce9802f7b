// Categories tab (docs/product.md#menu-admin): cards with image, name and description, edit and delete.
import { useState } from 'react';
import type { AdminCategory } from '#shared/api/admin-catalog.ts';
import { AddButton } from '#web/components/ui/add-button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EditDeleteButtons } from '#web/components/ui/edit-delete-buttons.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useAdminCategories } from '../api/get-categories.ts';
import { CatalogImage } from './catalog-image.tsx';
import { CategoryFormModal } from './category-form-modal.tsx';
import { windowsHint } from './time-windows-field.tsx';

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
      <AddButton label="Add Category" onClick={() => setEditing('new')} />
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
                {category.time_windows.length > 0 && (
                  <p className="text-xs font-semibold text-amber-800">{windowsHint(category.time_windows)}</p>
                )}
                <div className="flex gap-2 pt-1">
                  <EditDeleteButtons
                    look="card"
                    name={category.name}
                    onEdit={() => setEditing(category)}
                    onDelete={() => setDeleting(category)}
                  />
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
