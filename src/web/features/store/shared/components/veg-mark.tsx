// The Indian food marker: a green square with a dot for vegetarian, red for non-vegetarian. Its
// name is read out, since colour alone says nothing to a screen reader or a colour-blind customer.
import { useT } from '#web/lib/i18n/language-context.tsx';

export function VegMark({ veg, size = 'sm' }: { veg: boolean; size?: 'sm' | 'md' }) {
  const t = useT();
  const name = veg ? t('Vegetarian') : t('Non-vegetarian');
  const box = size === 'md' ? 'h-4 w-4' : 'h-3.5 w-3.5';
  const dot = size === 'md' ? 'h-2 w-2' : 'h-1.5 w-1.5';
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-[3px] border-2 bg-white ${
        veg ? 'border-green-700' : 'border-red-700'
      }`}
    >
      <span className={`${dot} rounded-full ${veg ? 'bg-green-700' : 'bg-red-700'}`} />
    </span>
  );
}
