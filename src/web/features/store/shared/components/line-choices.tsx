// A line's choices and note under its name, as the cart, checkout, confirmation and My orders show
// them: 'Cutting, Less sugar, Extra ginger' and the note in quotes. React escapes the note's text,
// so a note with HTML in it stays words.
import { describeChoices } from '#shared/catalog/item-options.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  line: { options: readonly { name: string }[]; note: string | null };
  className?: string;
};

export function LineChoices({ line, className = 'text-xs text-stone-700' }: Props) {
  const t = useT();
  if (line.options.length === 0 && !line.note) return null;
  return (
    <span className={`block ${className}`}>
      {line.options.length > 0 && (
        <span data-testid="line-choices" className="block">
          {describeChoices(line.options.map((o) => o.name))}
        </span>
      )}
      {line.note && (
        <span data-testid="line-note" className="block break-words italic">
          <span className="sr-only">{t('Note:')} </span>“{line.note}”
        </span>
      )}
    </span>
  );
}
