// The item form (its validation, react-hook-form and zod, weighs more than the rest of the tab) is
// fetched when the pointer or the focus first comes into the tab, so the dashboard opens without it
// and the first Add or Edit rarely waits (bench/README.md, staff area JS).
import { lazy, Suspense } from 'react';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';

const loadItemForm = () => import('./item-form-modal.tsx');
const ItemFormModal = lazy(() => loadItemForm().then((m) => ({ default: m.ItemFormModal })));
export const preloadItemForm = () => void loadItemForm().catch(() => undefined);

type Props = {
  /** undefined adds a new item. */
  item: AdminItem | undefined;
  categories: AdminCategory[];
  canManageOptions: boolean;
  onClose: () => void;
};

export function LazyItemForm(props: Props) {
  return (
    <Suspense
      fallback={
        <p role="status" className="sr-only">
          Loading the item form...
        </p>
      }
    >
      <ItemFormModal {...props} />
    </Suspense>
  );
}
