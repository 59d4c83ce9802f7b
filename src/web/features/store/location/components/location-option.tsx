import Check from 'lucide-react/icons/check';
import Home from 'lucide-react/icons/home';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';

/** A place or a saved address to choose, marked when it is the one chosen. */
export function LocationOption(props: {
  label: string;
  detail?: string;
  selected: boolean;
  onChoose: () => void;
  icon: 'pin' | 'home';
}) {
  const t = useT();
  const Icon = props.icon === 'pin' ? MapPin : Home;
  return (
    <button
      type="button"
      onClick={props.onChoose}
      aria-current={props.selected ? 'true' : undefined}
      className={`flex w-full flex-1 items-center gap-3 rounded-xl border px-3 py-3 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        props.selected ? 'border-brand-700 bg-brand-50' : 'border-stone-200'
      }`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{props.label}</span>
        {props.detail && <span className="block text-sm text-stone-600">{props.detail}</span>}
      </span>
      {props.selected && <Check aria-label={t('Selected')} className="h-5 w-5 text-brand-700" />}
    </button>
  );
}

/** An icon-only action beside an option, named for screen readers by `label`. */
export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
