// The question before a delete, with the dialog it is built on, is a chunk of its own: the tab (the
// staff area's first page) opens without it, and it is fetched with the item form when the pointer
// or the focus first comes into the tab (bench/README.md, staff area JS).
import { type ComponentProps, lazy, Suspense } from 'react';

const loadDeleteDialog = () => import('./delete-items-dialog.tsx');
const DeleteItemsDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteItemsDialog })));
export const preloadDeleteDialog = () => void loadDeleteDialog().catch(() => undefined);

export function LazyDeleteItemsDialog(props: ComponentProps<typeof DeleteItemsDialog>) {
  return (
    <Suspense fallback={null}>
      <DeleteItemsDialog {...props} />
    </Suspense>
  );
}
