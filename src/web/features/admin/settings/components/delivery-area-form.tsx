// Where the shop delivers and what it charges (docs/product.md#d15-delivery-fee-zone-and-minimum-order):
// the shop's address and point, the radius, an optional shape, fee slabs, free delivery above a
// subtotal and the minimum order. The shared schema checks it here in the server's own words; the
// server checks it again and is the one that decides at checkout.
import type { PublicSettings } from '#shared/api/settings.ts';
import { DELIVERY_AREA_LIMITS } from '#shared/delivery-area/limits.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useSaveDeliveryArea } from '../api/save-delivery-area.ts';
import { deliveryAreaDraft, deliveryAreaFormSchema } from '../lib/delivery-area-draft.ts';
import { FeeSlabRows } from './fee-slab-rows.tsx';
import { PolygonRows } from './polygon-rows.tsx';
import { SettingsSection } from './settings-section.tsx';

const DEGREES = { type: 'number', step: 'any', inputMode: 'decimal', autoComplete: 'off' } as const;
const RUPEES = { type: 'number', min: 0, step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

export function DeliveryAreaForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveDeliveryArea();
  const schemaForm = useSchemaForm(deliveryAreaFormSchema, deliveryAreaDraft(settings.delivery));
  const { form, field, handleSave } = schemaForm;

  const submit = handleSave('Save failed', async (body) => {
    // The form shows what was stored, so a second save sends the same thing.
    form.reset(deliveryAreaDraft((await save.mutateAsync(body)).delivery));
  });

  return (
    <SettingsSection
      title="Delivery area"
      intro="Customers outside the area are told we don't deliver to their address yet; the server checks every order."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Delivery area saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save delivery area"
    >
      <TextField
        label="Shop address"
        className="sm:col-span-2"
        hint="Shown to customers who pick up; the radius is measured from the point below."
        maxLength={DELIVERY_AREA_LIMITS.maxAddressLength}
        {...field('shop.address')}
      />
      <TextField label="Shop latitude" {...DEGREES} {...field('shop.lat')} />
      <TextField label="Shop longitude" {...DEGREES} {...field('shop.lng')} />
      <TextField
        label="Delivery radius (km)"
        type="number"
        min={0.1}
        max={DELIVERY_AREA_LIMITS.maxRadiusKm}
        step={0.1}
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${DELIVERY_AREA_LIMITS.maxRadiusKm} km, in steps of 0.1 km.`}
        {...field('radiusKm')}
      />
      <div aria-hidden="true" className="hidden sm:block" />
      <PolygonRows form={form} field={field} />
      <FeeSlabRows form={form} field={field} />
      <TextField
        label="Free delivery above (₹)"
        hint="Orders of this subtotal or more pay no delivery fee. Leave blank for none."
        {...RUPEES}
        {...field('freeAboveRupees')}
      />
      <TextField
        label="Minimum order (₹)"
        hint="The smallest subtotal we deliver; 0 for none."
        {...RUPEES}
        {...field('minimumOrderRupees')}
      />
    </SettingsSection>
  );
}
