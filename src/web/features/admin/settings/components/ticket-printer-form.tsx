// The shop's network ticket printer (docs/product.md#printing-tickets-without-the-dialog): managers
// switch it on, give its address on the shop network and its paper, and print a test page. With it
// on, the server prints each accepted order's ticket and the board's Print ticket goes to it; off,
// tickets print through each device's print dialog as before.
import { useState } from 'react';
import {
  DEFAULT_PRINTER_PORT,
  PRINTER_PAPER_WIDTHS,
  type TicketPrinter,
  ticketPrinterSchema,
} from '#shared/kitchen/ticket-printer.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useTicketPrinterStatus } from '#web/features/admin/orders/api/ticket-printer-status.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePrintTestPage } from '../api/print-test-page.ts';
import { useSaveTicketPrinter } from '../api/save-ticket-printer.ts';
import { SettingsSection } from './settings-section.tsx';

const NONE: TicketPrinter = { enabled: false, host: '', port: DEFAULT_PRINTER_PORT, paperWidth: 80 };

function TicketPrinterFields({ saved }: { saved: TicketPrinter | null }) {
  const save = useSaveTicketPrinter();
  const test = usePrintTestPage();
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string }>();
  const { form, field, handleSave } = useSchemaForm<TicketPrinter, TicketPrinter>(
    ticketPrinterSchema,
    saved ?? NONE,
  );
  const submit = handleSave('Save failed', async (body) => {
    form.reset(await save.mutateAsync(body));
  });
  async function printTest() {
    setTestResult(undefined);
    try {
      await test.mutateAsync();
      setTestResult({ ok: true, text: 'Test page sent: check the printer.' });
    } catch (failure) {
      setTestResult({ ok: false, text: failureMessage(failure, 'The test page did not print') });
    }
  }
  return (
    <SettingsSection
      title="Ticket printer"
      intro="A receipt printer on the shop's network (Ethernet or Wi-Fi, ESC/POS). When it is on, the server prints each accepted order's kitchen ticket there, with no print dialog; it works only when the server runs in the shop, on the printer's network. Its tickets are in English (most thermal printers have no Devanagari letters), whatever a device's 'Show Marathi names on tickets' says."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Printer saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save printer"
    >
      <div className="sm:col-span-2">
        <CheckboxField label="Print kitchen tickets on this printer" {...form.register('enabled')} />
      </div>
      <TextField
        label="Printer address"
        hint="Its IP address on the shop network, such as 192.168.1.50 (the printer's self-test page shows it)."
        autoComplete="off"
        {...field('host')}
      />
      <TextField
        label="Port"
        hint={`${DEFAULT_PRINTER_PORT} on almost every receipt printer.`}
        type="number"
        inputMode="numeric"
        min={1}
        max={65535}
        {...form.register('port', { valueAsNumber: true })}
        error={form.getFieldState('port', form.formState).error?.message}
      />
      <SelectField
        label="Paper"
        {...form.register('paperWidth', { setValueAs: Number })}
        error={form.getFieldState('paperWidth', form.formState).error?.message}
      >
        {PRINTER_PAPER_WIDTHS.map((width) => (
          <option key={width} value={width}>
            {width} mm
          </option>
        ))}
      </SelectField>
      <div className="space-y-2 sm:col-span-2">
        <button
          type="button"
          onClick={printTest}
          disabled={test.isPending || !saved || form.formState.isDirty}
          className="rounded-lg border border-stone-400 px-3 py-2 font-semibold hover:bg-stone-100 disabled:opacity-60"
        >
          {test.isPending ? 'Printing…' : 'Print a test page'}
        </button>
        {(!saved || form.formState.isDirty) && (
          <p className="text-sm text-stone-700">
            Save the printer first; the test page prints on the saved one.
          </p>
        )}
        {testResult?.ok && (
          <p role="status" className="text-sm font-semibold text-green-800">
            {testResult.text}
          </p>
        )}
        {testResult && !testResult.ok && <FormAlert message={testResult.text} />}
      </div>
    </SettingsSection>
  );
}

export function TicketPrinterForm() {
  const status = useTicketPrinterStatus();
  if (status.isError)
    return <FormAlert message={failureMessage(status.error, 'Failed to load the printer')} />;
  if (!status.data) return null;
  return <TicketPrinterFields saved={status.data.printer} />;
}
