// What one price buys ('1 cup', made by unitLabel in src/shared/catalog/units.ts) in the storefront's
// language. Each label is its own entry: a pattern such as '1 {unit}' would also match other texts
// that start with '1 ' ('1 second') and stand in front of their own entries.
import type { Translate } from '#web/lib/i18n/language-context.tsx';

export function unitWords(t: Translate, label: string): string {
  switch (label) {
    case '1 piece':
      return t('1 piece');
    case '1 cup':
      return t('1 cup');
    case '1 glass':
      return t('1 glass');
    case '1 plate':
      return t('1 plate');
    case '1 bowl':
      return t('1 bowl');
    case '1 serving':
      return t('1 serving');
    default:
      return label;
  }
}
