// The round X that closes a dialog or dismisses a toast, on a light surface or a dark one.
import X from 'lucide-react/icons/x';

const LOOKS = {
  light: {
    button: 'p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-brand-700',
    icon: 'h-5 w-5',
  },
  dark: { button: 'p-1 hover:bg-white/10 focus-visible:outline-white', icon: 'h-4 w-4' },
} as const;

type Props = { label: string; onClick: () => void; look: keyof typeof LOOKS };

export function CloseButton({ label, onClick, look }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`rounded-full focus-visible:outline-2 ${LOOKS[look].button}`}
    >
      <X aria-hidden="true" className={LOOKS[look].icon} />
    </button>
  );
}
