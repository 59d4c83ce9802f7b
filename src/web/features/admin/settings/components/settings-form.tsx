// The site settings a manager edits (docs/product.md#settings): banner, promotional message, theme, pausing
// the shop and the default location. Messages come from the shared schema, as the server's do.
import { useId, useState } from 'react';
import { type PublicSettings, SITE_THEMES } from '#shared/api/settings.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useSaveSettings } from '../api/save-settings.ts';
import { settingsFormSchema, settingsFormValues } from '../lib/settings-form-schema.ts';
import { BannerImagePreview } from './banner-image-preview.tsx';
import { BannerImageUpload } from './banner-image-upload.tsx';
import { ShopOpenSwitch } from './shop-open-switch.tsx';

const WIDE = 'sm:col-span-2';

export function SettingsForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveSettings();
  const { form, field, handleSave } = useSchemaForm(settingsFormSchema, settingsFormValues(settings));
  const { errors, isDirty } = form.formState;
  const headingId = useId();
  const [uploading, setUploading] = useState(false);

  const submit = handleSave('Save failed', async ({ shopOpen, ...rest }) => {
    // The open switch goes only when it was touched: the shop may have been paused on the board
    // since this form was filled in. The form then shows what was stored (trimmed), so a second
    // save sends the same thing.
    const body = form.formState.dirtyFields.shopOpen ? { ...rest, shopOpen } : rest;
    form.reset(settingsFormValues(await save.mutateAsync(body)));
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 id={headingId} className={`text-lg font-bold ${WIDE}`}>
        Storefront
      </h2>
      <TextField label="Banner title" className={WIDE} {...field('bannerTitle')} />
      <TextAreaField label="Banner subtitle" className={WIDE} rows={3} {...field('bannerSubtitle')} />
      <TextField
        label="Banner image"
        className={WIDE}
        hint="Upload a picture, or give the address of an image this shop serves (/uploads/… or /menu/…) or an https address; leave empty for none."
        {...field('bannerImage')}
      />
      <BannerImageUpload
        onBusyChange={setUploading}
        onUploaded={(url) => form.setValue('bannerImage', url, { shouldDirty: true, shouldValidate: true })}
      />
      <BannerImagePreview address={form.watch('bannerImage')} />
      <TextAreaField
        label="Promotional message"
        className={WIDE}
        rows={2}
        hint={
          form.watch('promoForNewcomers')
            ? 'Shown on the storefront to customers who have not ordered yet, and sent to everyone by Publish promotion.'
            : 'Shown on the storefront to every customer and sent by Publish promotion.'
        }
        {...field('promotionalMessage')}
      />
      <div className={WIDE}>
        <CheckboxField
          label="Show the promotional message only to customers who have not ordered yet"
          {...form.register('promoForNewcomers')}
        />
      </div>
      <TextField label="Default location" {...field('defaultLocation')} />
      <SelectField label="Theme" {...field('siteTheme')}>
        {SITE_THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {theme[0]?.toUpperCase()}
            {theme.slice(1)}
          </option>
        ))}
      </SelectField>
      <ShopOpenSwitch open={form.watch('shopOpen')} {...form.register('shopOpen')} />
      <div className={`space-y-3 ${WIDE}`}>
        <FormAlert message={errors.root?.message} />
        {/* Saved until the next edit: the form then differs from what was stored. */}
        {save.isSuccess && !isDirty && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
            Settings saved
          </p>
        )}
        <button
          type="submit"
          disabled={save.isPending || uploading}
          className="h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
