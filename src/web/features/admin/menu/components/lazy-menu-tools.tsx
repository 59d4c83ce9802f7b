// The menu tools' dialogs (docs/product.md#menu-tools) are chunks of their own: the Menu Items tab,
// the staff area's first page, opens without them and fetches them on the first press.
import { type ComponentProps, lazy, Suspense } from 'react';

const BulkPriceDialog = lazy(() =>
  import('./bulk-price-dialog.tsx').then((m) => ({ default: m.BulkPriceDialog })),
);
const MenuImportDialog = lazy(() =>
  import('./menu-import-dialog.tsx').then((m) => ({ default: m.MenuImportDialog })),
);

export function LazyBulkPriceDialog(props: ComponentProps<typeof BulkPriceDialog>) {
  return (
    <Suspense fallback={null}>
      <BulkPriceDialog {...props} />
    </Suspense>
  );
}

export function LazyMenuImportDialog(props: ComponentProps<typeof MenuImportDialog>) {
  return (
    <Suspense fallback={null}>
      <MenuImportDialog {...props} />
    </Suspense>
  );
}
