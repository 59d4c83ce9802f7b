// 'Import CSV' (docs/product.md#menu-tools): the file picked is checked first as a dry run, which
// lists every new item, every changed field (old -> new) and every refused line by its number;
// Apply then writes it all in one transaction, or nothing.
import { useId, useState } from 'react';
import type { MenuImportResult } from '#shared/api/menu-tools.ts';
import { MENU_CSV_LIMITS, MENU_TOOLS_MESSAGES } from '#shared/catalog/menu-tools-rules.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useImportMenu } from '../api/menu-tools.ts';
import { PRIMARY_BUTTON, ToolDialog, ToolTable } from './tool-dialog.tsx';

type Props = { onClose: () => void; onDone: (message: string) => void };

const cell = 'py-2 pr-3 align-top';

export function MenuImportDialog({ onClose, onDone }: Props) {
  const id = useId();
  const [csv, setCsv] = useState<string>();
  const [result, setResult] = useState<MenuImportResult>();
  const [error, setError] = useState<string>();
  const run = useImportMenu();

  async function pick(file: File | undefined) {
    setResult(undefined);
    setError(undefined);
    setCsv(undefined);
    if (!file) return;
    if (file.size > MENU_CSV_LIMITS.bytes) return setError(MENU_TOOLS_MESSAGES.csvTooLarge);
    const text = await file.text();
    setCsv(text);
    try {
      setResult(await run.mutateAsync({ csv: text, dry_run: true }));
    } catch (e) {
      setError(failureMessage(e, 'Failed to read the CSV'));
    }
  }

  async function apply() {
    if (!csv) return;
    setError(undefined);
    try {
      const done = await run.mutateAsync({ csv, dry_run: false });
      onDone(`Imported: ${done.created.length} new, ${done.changed.length} changed`);
    } catch (e) {
      setError(failureMessage(e, 'Import failed'));
    }
  }

  const changes = result ? result.created.length + result.changed.length : 0;
  return (
    <ToolDialog
      title="Import menu CSV"
      onClose={onClose}
      actions={
        <button
          type="button"
          onClick={apply}
          disabled={!result || result.errors.length > 0 || changes === 0 || run.isPending}
          className={PRIMARY_BUTTON}
        >
          {run.isPending ? 'Working...' : 'Apply'}
        </button>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          Start from Export CSV. A line with an id changes that item; a line with a blank id adds one. Nothing
          is saved until you press Apply. The options column is for reading only.
        </p>
        <label className="block text-sm font-semibold" htmlFor={`${id}-file`}>
          CSV file
          <input
            id={`${id}-file`}
            data-autofocus
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => pick(e.target.files?.[0])}
            className="mt-1 block w-full text-sm"
          />
        </label>
        <FormAlert message={error} />
        {result && <DryRun result={result} />}
      </div>
    </ToolDialog>
  );
}

function DryRun({ result }: { result: MenuImportResult }) {
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-semibold">
        {result.errors.length > 0
          ? `${result.errors.length} line(s) cannot be imported: fix them and pick the file again. Nothing was saved.`
          : `${result.created.length} new, ${result.changed.length} changed, ${result.unchanged} unchanged.`}
      </p>
      {result.errors.length > 0 && (
        <ToolTable caption="Lines that cannot be imported" heads={['Line', 'Problem']}>
          {result.errors.map((e) => (
            <tr key={e.line} className="border-b border-stone-100">
              <td className={`${cell} tabular-nums`}>{e.line}</td>
              <td className={`${cell} font-semibold text-red-800`}>{e.message}</td>
            </tr>
          ))}
        </ToolTable>
      )}
      {result.changed.length > 0 && (
        <ToolTable caption="Changes" heads={['Line', 'Item', 'Field', 'Old', 'New']}>
          {result.changed.flatMap((c) =>
            c.changes.map((f) => (
              <tr key={`${c.line}-${f.field}`} className="border-b border-stone-100">
                <td className={`${cell} tabular-nums`}>{c.line}</td>
                <td className={cell}>{c.name}</td>
                <td className={cell}>{f.field}</td>
                <td className={cell}>{f.old}</td>
                <td className={`${cell} font-semibold`}>{f.new}</td>
              </tr>
            )),
          )}
        </ToolTable>
      )}
      {result.created.length > 0 && (
        <ToolTable caption="New items" heads={['Line', 'Item']}>
          {result.created.map((c) => (
            <tr key={c.line} className="border-b border-stone-100">
              <td className={`${cell} tabular-nums`}>{c.line}</td>
              <td className={cell}>{c.name}</td>
            </tr>
          ))}
        </ToolTable>
      )}
    </div>
  );
}
