// 'Change prices' (docs/product.md#menu-tools): a category's items or the selected ones, by a
// percentage or an amount, rounded as the owner chooses; Preview lists old -> new per item, and
// Save stores exactly what was previewed (the server refuses, in words, if a price moved since).
import { useId, useState } from 'react';
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import type { BulkPriceBody, BulkPricePreview } from '#shared/api/menu-tools.ts';
import {
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  type PriceChangeKind,
  type PriceRounding,
} from '#shared/catalog/menu-tools-rules.ts';
import { formatAmount } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePreviewPrices, useSavePrices } from '../api/menu-tools.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, ToolDialog, ToolTable } from './tool-dialog.tsx';

type Props = {
  categories: AdminCategory[];
  /** The items selected (and shown) in the grid, offered as the first choice. */
  chosen: AdminItem[];
  onClose: () => void;
  onDone: (message: string) => void;
};

const SELECTED = 'selected';
const field = 'mt-1 h-10 w-full rounded-lg border border-stone-300 bg-white px-3';

export function BulkPriceDialog({ categories, chosen, onClose, onDone }: Props) {
  const id = useId();
  const [which, setWhich] = useState(chosen.length > 0 ? SELECTED : (categories[0]?.id ?? ''));
  const [kind, setKind] = useState<PriceChangeKind>('percent');
  const [value, setValue] = useState('');
  const [rounding, setRounding] = useState<PriceRounding>('rupee');
  const [preview, setPreview] = useState<{ body: BulkPriceBody; result: BulkPricePreview }>();
  const [error, setError] = useState<string>();
  const previewing = usePreviewPrices();
  const saving = useSavePrices();

  const body = (): BulkPriceBody => ({
    ...(which === SELECTED ? { ids: chosen.map((i) => i.id) } : { category_id: which }),
    change: { kind, value: Number(value) },
    rounding,
  });
  /** Any change to the form makes the preview out of date: Save waits for a new one. */
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(undefined);
      setError(undefined);
    };

  async function runPreview() {
    setError(undefined);
    const sent = body();
    try {
      setPreview({ body: sent, result: await previewing.mutateAsync(sent) });
    } catch (e) {
      setPreview(undefined);
      setError(failureMessage(e, 'Preview failed'));
    }
  }

  async function save() {
    if (!preview) return;
    setError(undefined);
    try {
      const expected = preview.result.items.map((l) => ({ id: l.id, price: l.old_price }));
      const { updated } = await saving.mutateAsync({ ...preview.body, expected });
      onDone(updated === 1 ? '1 price changed' : `${updated} prices changed`);
    } catch (e) {
      // A 409 says a price moved since the preview: the preview is out of date too.
      setPreview(undefined);
      setError(failureMessage(e, 'Failed to save the prices'));
    }
  }

  const problems = preview?.result.items.filter((l) => l.problem).length ?? 0;
  return (
    <ToolDialog
      title="Change prices"
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            onClick={runPreview}
            disabled={previewing.isPending || value.trim() === ''}
            className={SECONDARY_BUTTON}
          >
            {previewing.isPending ? 'Working out...' : 'Preview'}
          </button>
          <button
            type="button"
            onClick={save}
            disabled={!preview || problems > 0 || preview.result.changed === 0 || saving.isPending}
            className={PRIMARY_BUTTON}
          >
            {saving.isPending ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-semibold" htmlFor={`${id}-which`}>
            Items
            <select
              id={`${id}-which`}
              data-autofocus
              value={which}
              onChange={(e) => edit(setWhich)(e.target.value)}
              className={field}
            >
              {chosen.length > 0 && <option value={SELECTED}>The {chosen.length} selected item(s)</option>}
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  All of {c.name} ({c.item_count})
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold" htmlFor={`${id}-rounding`}>
            Rounding
            <select
              id={`${id}-rounding`}
              value={rounding}
              onChange={(e) => edit(setRounding)(e.target.value as PriceRounding)}
              className={field}
            >
              {PRICE_ROUNDINGS.map((r) => (
                <option key={r} value={r}>
                  {PRICE_ROUNDING_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="text-sm">
            <legend className="font-semibold">Change by</legend>
            <div className="mt-2 flex gap-4">
              {(['percent', 'amount'] as const).map((k) => (
                <label key={k} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    checked={kind === k}
                    onChange={() => edit(setKind)(k)}
                  />
                  {k === 'percent' ? 'Percentage (%)' : 'Amount (₹)'}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm font-semibold" htmlFor={`${id}-value`}>
            {kind === 'percent' ? 'Percentage (use a minus to lower)' : 'Rupees (use a minus to lower)'}
            <input
              id={`${id}-value`}
              type="number"
              inputMode="decimal"
              step="any"
              value={value}
              onChange={(e) => edit(setValue)(e.target.value)}
              className={field}
            />
          </label>
        </div>
        <p className="text-sm text-stone-600">
          Options' extra prices (a large size, an extra shot) stay as they are; change them in Option Groups.
        </p>
        <FormAlert message={error} />
        {preview && <PreviewTable preview={preview.result} problems={problems} />}
      </div>
    </ToolDialog>
  );
}

function PreviewTable({ preview, problems }: { preview: BulkPricePreview; problems: number }) {
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-semibold">
        {preview.changed} of {preview.items.length} price(s) would change.
        {problems > 0 && ` ${problems} cannot be saved: change the figures and preview again.`}
      </p>
      <ToolTable
        caption="Old and new prices"
        hideCaption
        heads={['Item', 'Category', 'Old', 'New']}
        figures={['Old', 'New']}
      >
        {preview.items.map((l) => (
          <tr key={l.id} className="border-b border-stone-100 align-top">
            <td className="py-2 pr-3">
              {l.name}
              {l.problem && <span className="block font-semibold text-red-800">{l.problem}</span>}
            </td>
            <td className="py-2 pr-3">{l.category}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(l.old_price)}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{formatAmount(l.new_price)}</td>
          </tr>
        ))}
      </ToolTable>
    </div>
  );
}
