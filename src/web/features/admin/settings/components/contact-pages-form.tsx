// 'Contact and pages' (docs/product.md#settings): how customers reach the shop (the footer and the
// contact page) and the text of Our Story and the three policies. Plain text: a blank line starts
// a new paragraph; nothing typed becomes markup.
import { type ContactPages, contactPagesSchema } from '#shared/api/settings.ts';
import { PAGE_SLUGS, PAGE_TEXT_MAX, PAGE_TITLES } from '#shared/shop-pages/shop-pages.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useContactPages } from '../api/get-contact-pages.ts';
import { useSaveContactPages } from '../api/save-contact-pages.ts';
import { SettingsSection } from './settings-section.tsx';

const WIDE = 'sm:col-span-2';
const LEAVE_EMPTY = 'Leave empty to hide it.';

export function ContactPagesSection() {
  const current = useContactPages();
  if (current.isError)
    return (
      <p role="alert" className="text-red-800">
        Failed to load the contact details and pages
      </p>
    );
  return current.data ? <ContactPagesForm values={current.data} /> : null;
}

function ContactPagesForm({ values }: { values: ContactPages }) {
  const save = useSaveContactPages();
  const { form, field, handleSave } = useSchemaForm(contactPagesSchema, values);

  const submit = handleSave('Save failed', async (body) => {
    form.reset(await save.mutateAsync(body));
  });

  return (
    <SettingsSection
      title="Contact and pages"
      intro="Shown in the storefront's footer and on its Help and contact page. The address is the shop address of the delivery area."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Contact and pages saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save contact and pages"
    >
      <TextField label="Phone" inputMode="tel" hint={LEAVE_EMPTY} {...field('contact.phone')} />
      <TextField
        label="WhatsApp number"
        inputMode="tel"
        hint={`${LEAVE_EMPTY} Customers get a wa.me link.`}
        {...field('contact.whatsApp')}
      />
      <TextField label="Email" type="email" hint={LEAVE_EMPTY} {...field('contact.email')} />
      <TextField
        label="Instagram page"
        hint={`An https:// address. ${LEAVE_EMPTY}`}
        {...field('contact.instagram')}
      />
      <TextField
        label="Facebook page"
        hint={`An https:// address. ${LEAVE_EMPTY}`}
        {...field('contact.facebook')}
      />
      <TextField
        label="X (Twitter) page"
        hint={`An https:// address. ${LEAVE_EMPTY}`}
        {...field('contact.x')}
      />
      <TextField
        label="YouTube channel"
        hint={`An https:// address. ${LEAVE_EMPTY}`}
        {...field('contact.youtube')}
      />
      {PAGE_SLUGS.map((slug) => (
        <TextAreaField
          key={slug}
          label={PAGE_TITLES[slug]}
          className={WIDE}
          rows={6}
          maxLength={PAGE_TEXT_MAX}
          hint="Plain text; a blank line starts a new paragraph."
          {...field(`pages.${slug}`)}
        />
      ))}
    </SettingsSection>
  );
}
