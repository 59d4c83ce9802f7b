// The site settings a manager edits (decision D7): banner, promotional message, theme, pausing
// the shop and the default location. Messages come from the shared schema, as the server's do.
import { type FormEvent, useId, useState } from 'react';
import {
  type PublicSettings,
  type SettingsInput,
  SITE_THEMES,
  settingsInputSchema,
} from '../../../../../shared/api/settings';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useSaveSettings } from '../api/save-settings';
import { fieldMessages } from '../lib/discount-draft';
import { failureFields, failureMessage } from '../lib/failure-message';

const FIELD =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600';

type Draft = Omit<SettingsInput, 'bannerImage'> & { bannerImage: string };
type TextKey = 'bannerTitle' | 'bannerSubtitle' | 'promotionalMessage' | 'defaultLocation' | 'bannerImage';
/** The order the fields appear on screen. */
const FIELD_ORDER = [
  'bannerTitle',
  'bannerSubtitle',
  'bannerImage',
  'promotionalMessage',
  'defaultLocation',
  'siteTheme',
] as const;
/** Fields that get the form's full width (longer texts). */
const LONG = new Set<TextKey>(['bannerTitle', 'bannerSubtitle', 'bannerImage', 'promotionalMessage']);
type Errors = Partial<Record<keyof Draft | 'form', string>>;

const draftOf = (settings: PublicSettings): Draft => ({
  bannerImage: settings.bannerImage ?? '',
  bannerTitle: settings.bannerTitle,
  bannerSubtitle: settings.bannerSubtitle,
  promotionalMessage: settings.promotionalMessage,
  siteTheme: (SITE_THEMES as readonly string[]).includes(settings.siteTheme)
    ? (settings.siteTheme as Draft['siteTheme'])
    : SITE_THEMES[0],
  shopOpen: settings.shopOpen,
  defaultLocation: settings.defaultLocation,
});

export function SettingsForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const id = useId();

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
    setSaved(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = settingsInputSchema.safeParse({ ...draft, bannerImage: draft.bannerImage.trim() || null });
    if (!parsed.success) {
      const found = fieldMessages(parsed.error.issues);
      setErrors(found);
      // Keyboard and screen-reader users land on the first field to fix.
      const first = FIELD_ORDER.find((key) => found[key]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      // The form shows what was stored (trimmed), so a second save sends the same thing.
      setDraft(draftOf(await save.mutateAsync(parsed.data)));
      setErrors({});
      setSaved(true);
    } catch (failure) {
      setErrors({ ...failureFields(failure), form: failureMessage(failure, 'Save failed') });
    }
  }

  const describedBy = (key: keyof Draft, hint: boolean) =>
    errors[key] ? `${id}-${key}-error` : hint ? `${id}-${key}-hint` : undefined;

  const text = (key: TextKey, label: string, hint?: string) => {
    const props = {
      id: `${id}-${key}`,
      className: FIELD,
      value: draft[key],
      'aria-invalid': Boolean(errors[key]),
      'aria-describedby': describedBy(key, Boolean(hint)),
    };
    return (
      <div className={LONG.has(key) ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
          {label}
        </label>
        {key === 'bannerSubtitle' || key === 'promotionalMessage' ? (
          <textarea
            {...props}
            rows={key === 'bannerSubtitle' ? 3 : 2}
            onChange={(e) => set(key, e.target.value)}
          />
        ) : (
          <input {...props} onChange={(e) => set(key, e.target.value)} />
        )}
        {hint && !errors[key] && (
          <p id={`${id}-${key}-hint`} className="mt-1 text-xs text-stone-600">
            {hint}
          </p>
        )}
        {errors[key] && (
          <p id={`${id}-${key}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

  const preview = settingsInputSchema.shape.bannerImage.safeParse(draft.bannerImage.trim() || null);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold sm:col-span-2">
        Storefront
      </h2>
      {text('bannerTitle', 'Banner title')}
      {text('bannerSubtitle', 'Banner subtitle')}
      {text(
        'bannerImage',
        'Banner image',
        'Address of an image this shop serves (/uploads/… or /menu/…) or an https address; leave empty for none.',
      )}
      {preview.success && preview.data && (
        <img
          key={preview.data}
          src={preview.data}
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
          alt="Preview of the banner"
          className="h-28 w-full rounded-lg border border-stone-200 object-cover sm:col-span-2"
        />
      )}
      {text(
        'promotionalMessage',
        'Promotional message',
        'Shown on the storefront and sent by Publish promotion.',
      )}
      {text('defaultLocation', 'Default location')}
      <div>
        <label htmlFor={`${id}-siteTheme`} className="block text-sm font-semibold">
          Theme
        </label>
        <select
          id={`${id}-siteTheme`}
          className={FIELD}
          value={draft.siteTheme}
          onChange={(e) => set('siteTheme', e.target.value as Draft['siteTheme'])}
          aria-invalid={Boolean(errors.siteTheme)}
          aria-describedby={describedBy('siteTheme', false)}
        >
          {SITE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {theme[0]?.toUpperCase()}
              {theme.slice(1)}
            </option>
          ))}
        </select>
        {errors.siteTheme && (
          <p id={`${id}-siteTheme-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.siteTheme}
          </p>
        )}
      </div>
      <div className="space-y-2 sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            role="switch"
            aria-checked={draft.shopOpen}
            checked={draft.shopOpen}
            onChange={(e) => set('shopOpen', e.target.checked)}
            aria-describedby={draft.shopOpen ? undefined : `${id}-paused`}
            className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <span>Shop open for orders</span>
          <span className={`text-sm ${draft.shopOpen ? 'text-green-800' : 'text-amber-900'}`}>
            {draft.shopOpen ? '(Open)' : '(Paused)'}
          </span>
        </label>
        {!draft.shopOpen && (
          <p id={`${id}-paused`} className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
            Paused: the storefront tells customers the shop is not taking orders and refuses new orders until
            you switch it back on and save.
          </p>
        )}
      </div>
      <div className="space-y-3 sm:col-span-2">
        <FormAlert message={errors.form} />
        {saved && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
            Settings saved
          </p>
        )}
        <button
          type="submit"
          disabled={save.isPending}
          className="h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
