// One option group in the item sheet: its rule, what is wrong with the choice, and its options as
// radios (one of) or checkboxes (several), a sold-out option shown but not offered.
import type { StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { groupRuleText } from '#shared/catalog/options-sheet.ts';
import { formatAmount } from '#shared/money.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  /** The inputs' name, one per item and group. */
  name: string;
  group: StorefrontOptionGroup;
  chosen: readonly string[];
  problem: string | undefined;
  ruleId: string;
  onClear: () => void;
  onTap: (optionId: string, checked: boolean) => void;
};

export function OptionGroupFieldset({ name, group, chosen, problem, ruleId, onClear, onTap }: Props) {
  const t = useT();
  return (
    <fieldset aria-describedby={ruleId} className="space-y-2">
      <legend className="flex w-full items-baseline justify-between gap-2 font-semibold">
        <span>{group.name}</span>
      </legend>
      <p id={ruleId} className="-mt-1 text-xs">
        <span className="text-stone-600">{t(groupRuleText(group))}</span>
        {problem && <span className="ml-2 font-semibold text-red-700">{problem}</span>}
      </p>
      <div className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {/* A radio cannot be unticked: an optional single choice needs a way back to none. */}
        {group.selection === 'single' && !group.required && (
          <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
            <input
              type="radio"
              name={name}
              value=""
              checked={!group.options.some((o) => chosen.includes(o.id))}
              onChange={onClear}
              className="h-4 w-4 accent-brand-700"
            />
            <span className="flex-1">{t('None')}</span>
          </label>
        )}
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label
              key={option.id}
              className={`flex items-center gap-3 px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                option.available ? 'cursor-pointer' : 'cursor-not-allowed text-stone-500'
              }`}
            >
              <input
                type={group.selection === 'single' ? 'radio' : 'checkbox'}
                name={name}
                value={option.id}
                checked={checked}
                disabled={!option.available && !checked}
                onChange={(event) => onTap(option.id, event.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="flex-1">{option.name}</span>
              {!option.available && (
                <span className="text-xs font-semibold text-stone-600">{t('Sold out')}</span>
              )}
              {option.priceDelta > 0 && (
                <span className="tabular-nums text-stone-700">+{formatAmount(option.priceDelta)}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
