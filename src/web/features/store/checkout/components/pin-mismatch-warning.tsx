import { useT } from '#web/lib/i18n/language-context.tsx';

// Shown before Place Order when the pin's place and the typed area disagree: the customer moves
// the pin, corrects the area, or answers 'Deliver to the pin' (docs/product.md#where-the-pin-is).
export function PinMismatchWarning({
  message,
  onMovePin,
  onConfirm,
}: {
  message: string;
  onMovePin: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{message}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onMovePin}
          className="rounded-lg border border-amber-900 px-3 py-1.5 font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('Move the pin')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-lg bg-amber-900 px-3 py-1.5 font-semibold text-white hover:bg-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('Deliver to the pin')}
        </button>
      </div>
    </div>
  );
}
