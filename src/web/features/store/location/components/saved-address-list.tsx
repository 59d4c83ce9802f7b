import Pencil from 'lucide-react/icons/pencil';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import type { Address } from '#shared/api/customer.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { SavedChoice } from '../lib/saved-choices.ts';
import { IconButton, LocationOption } from './location-option.tsx';

type Props = {
  saved: readonly SavedChoice[];
  currentLabel: string;
  onChoose: (choice: SavedChoice) => void;
  onEdit: (record: Address) => void;
  onMakeDefault: (id: string) => void;
  onDelete: (choice: SavedChoice) => void;
};

/** The customer's saved addresses, each to choose, edit, make the default or delete. */
export function SavedAddressList({ saved, currentLabel, onChoose, onEdit, onMakeDefault, onDelete }: Props) {
  const t = useT();
  if (saved.length === 0) return null;
  return (
    <TitledSection
      id="saved-addresses"
      title={t('Saved addresses')}
      level="h3"
      headingClassName="mb-2 text-sm font-semibold text-stone-700"
    >
      <ul className="space-y-2">
        {saved.map((a) => (
          <li key={a.id} className="flex items-center gap-1">
            <LocationOption
              label={a.label}
              // 'Default' is added last by savedChoices, in English: said here in the page's language.
              detail={a.record?.isDefault ? a.detail.replace(/Default$/, t('Default')) : a.detail}
              selected={a.label === currentLabel}
              onChoose={() => onChoose(a)}
              icon="home"
            />
            {a.record && (
              <>
                <IconButton
                  label={t('Edit address {address}', { address: a.label })}
                  onClick={() => a.record && onEdit(a.record)}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </IconButton>
                {!a.record.isDefault && (
                  <IconButton
                    label={t('Make {address} the default', { address: a.label })}
                    onClick={() => onMakeDefault(a.id)}
                  >
                    <Star aria-hidden="true" className="h-4 w-4" />
                  </IconButton>
                )}
              </>
            )}
            <IconButton
              label={t('Delete address {address}', { address: a.label })}
              onClick={() => onDelete(a)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
