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
  if (!current.data) return null;
  const { policyWarning, ...values } = current.data;
  return <ContactPagesForm values={values} policyWarning={policyWarning} />;
}

function ContactPagesForm({ values, policyWarning }: { values: ContactPages; policyWarning: string | null }) {
  const save = useSaveContactPages();
  const { form, field, handleSave } = useSchemaForm(contactPagesSchema, values);

  const submit = handleSave('Save failed', async (body) => {
    const { policyWarning: _, ...saved } = await save.mutateAsync(body);
    form.reset(saved);
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
      <TextField
        label="Phone"
        inputMode="tel"
        hint="Required to take orders: customers and the policies call this number."
        {...field('contact.phone')}
      />
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
      <TextField
        label="Grievance officer"
        hint="The person who handles complaints, named on every policy. Empty: the shop’s owner."
        {...field('contact.grievanceName')}
      />
      <TextField
        label="Grievance e-mail"
        type="email"
        hint="Empty: the shop’s e-mail above."
        {...field('contact.grievanceEmail')}
      />
      {policyWarning && (
        <p
          role="alert"
          data-testid="policy-warning"
          className={`${WIDE} rounded-lg bg-amber-100 p-3 font-semibold text-amber-950`}
        >
          {policyWarning}
        </p>
      )}
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
