// The Menu Items tab's tools for managers and admins (docs/product.md#menu-tools): Change prices,
// Export CSV (a plain download link) and Import CSV. The dialogs load on the first press.
import { useState } from 'react';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import { LazyBulkPriceDialog, LazyMenuImportDialog } from './lazy-menu-tools.tsx';

type Props = { categories: AdminCategory[]; chosen: AdminItem[] };

/** The export's address, here too so the tab's first page does not load the tools' calls. */
const EXPORT_URL = '/api/admin/menu-items/export.csv';
const tool =
  'inline-flex h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700';

export function MenuToolsBar({ categories, chosen }: Props) {
  const [open, setOpen] = useState<'prices' | 'import'>();
  const [said, setSaid] = useState<string>();
  const done = (message: string) => {
    setOpen(undefined);
    setSaid(message);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={tool} onClick={() => setOpen('prices')}>
        Change prices
      </button>
      <a className={tool} href={EXPORT_URL} download>
        Export CSV
      </a>
      <button type="button" className={tool} onClick={() => setOpen('import')}>
        Import CSV
      </button>
      {said && (
        <span role="status" className="text-sm text-stone-700">
          {said}
        </span>
      )}
      {open === 'prices' && (
        <LazyBulkPriceDialog
          categories={categories}
          chosen={chosen}
          onClose={() => setOpen(undefined)}
          onDone={done}
        />
      )}
      {open === 'import' && <LazyMenuImportDialog onClose={() => setOpen(undefined)} onDone={done} />}
    </div>
  );
}
