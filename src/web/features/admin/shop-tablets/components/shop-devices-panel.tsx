// Shop tablets for admins (docs/product.md#shared-tablets): mark the browser in hand as one, see
// them all, and unmark one (its cookie then lets nobody switch user).
import { useState } from 'react';
import { markShopDeviceBodySchema } from '#shared/api/shop-tablets.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { useMarkShopDevice, useRevokeShopDevice, useShopDevices } from '../api/shop-devices.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN') : 'never');

export function ShopDevicesPanel() {
  const devices = useShopDevices();
  const mark = useMarkShopDevice();
  const revoke = useRevokeShopDevice();
  const [revokeError, setRevokeError] = useState<string>();
  const { form, field, handleSave } = useSchemaForm(markShopDeviceBodySchema, { name: '' });
  const { errors, isSubmitting } = form.formState;
  const list = devices.data?.devices ?? [];
  const thisOne = list.find((d) => d.current);

  const submit = handleSave('Could not mark this device', async ({ name }) => {
    await mark.mutateAsync(name);
    form.reset({ name: '' });
  });

  return (
    <TitledSection
      id="shop-tablets"
      title="Shop tablets"
      level="h2"
      headingClassName="mb-2 text-lg font-bold"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="mb-4 text-stone-700">
        On a shop tablet, staff switch user with their PIN instead of a password.
      </p>
      {thisOne ? (
        <p className="mb-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
          This device is the shop tablet “{thisOne.name}”.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
          <TextField
            label="Name for this device"
            placeholder="Front counter"
            className="min-w-[14rem] flex-1"
            {...field('name')}
          />
          <button
            type="submit"
            disabled={isSubmitting}
            className="h-11 rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            {isSubmitting ? 'Marking...' : 'Mark this device as a shop tablet'}
          </button>
          <div className="w-full">
            <FormAlert message={errors.root?.message} />
          </div>
        </form>
      )}
      <FormAlert message={revokeError ?? (devices.isError ? devices.error.message : undefined)} />
      {list.length === 0 ? (
        <p className="text-sm text-stone-700">No shop tablets yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {list.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  {device.name}
                  {device.current && <span className="ml-2 text-sm text-green-800">(this device)</span>}
                </p>
                <p className="text-sm text-stone-700">
                  Marked {when(device.createdAt)}
                  {device.markedBy ? ` by ${device.markedBy}` : ''} · last switch {when(device.lastSeenAt)}
                  {device.revokedAt ? ` · unmarked ${when(device.revokedAt)}` : ''}
                </p>
              </div>
              {!device.revokedAt && (
                <button
                  type="button"
                  aria-label={`Unmark ${device.name}`}
                  disabled={revoke.isPending}
                  onClick={() => {
                    setRevokeError(undefined);
                    revoke.mutate(device.id, { onError: (e) => setRevokeError(e.message) });
                  }}
                  className="rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  Unmark
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
