import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { type MouseEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ORDER_LIMITS, QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  name: string;
  quantity: number;
  onChange: (quantity: number, event: MouseEvent<HTMLButtonElement>) => void;
  size?: 'sm' | 'md';
  /** The plus button, for the caller that moves focus onto the control. */
  plusRef?: Ref<HTMLButtonElement>;
  /** The most this count may reach: the item's limit less what its other cart lines hold. */
  max?: number;
};

/** How long the reason stays shown after a tap on plus at the limit. */
const LIMIT_REASON_MS = 4000;
/** The height the reason needs under the control (two lines at most, with a margin). */
const REASON_ROOM_PX = 48;

export function QuantityControl({
  name,
  quantity,
  onChange,
  size = 'md',
  plusRef,
  max = ORDER_LIMITS.maxQuantityPerLine,
}: Props) {
  const t = useT();
  const pad = size === 'sm' ? 'h-8 w-8' : 'h-9 w-9';
  const limitId = useId();
  // docs/product.md#cart-and-order-limits: at the limit plus says why it does nothing. aria-disabled
  // rather than disabled: the button keeps focus (a keyboard user stays on the item) and its
  // reason is read out with it; the count shows 'max' to everyone, a phone having no hover title.
  const atLimit = quantity >= max;
  // A tap on plus at the limit also shows the reason in words for a few seconds, under the
  // control: 'max' on the count alone left phone users guessing why nothing happened. Placed on
  // the screen (fixed, in the body), not in the card, which clips what overflows it; towards
  // the side of the screen with room; it follows the control while the page moves, and goes once the
  // control leaves the screen.
  const [told, setTold] = useState<{ top?: number; bottom?: number; left?: number; right?: number } | null>(
    null,
  );
  // The body, or the open dialog the control is in (a modal dialog is drawn above the body).
  const [layer, setLayer] = useState<Element | null>(null);
  const group = useRef<HTMLDivElement>(null);
  // The timer runs from the tap; following the control moves the reason without restarting it.
  const telling = told !== null;
  useEffect(() => {
    if (!telling) return;
    const hide = () => setTold(null);
    const timer = setTimeout(hide, LIMIT_REASON_MS);
    // It stays by the control while the page moves under it (the browser's scroll anchoring moves
    // the page as cards lay themselves out, and took the reason away the moment it showed), and
    // goes once the control leaves the screen.
    const follow = () => {
      const box = group.current?.getBoundingClientRect();
      if (!box || box.bottom < 0 || box.top > window.innerHeight) hide();
      else setTold(reasonPlace(box));
    };
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [telling]);
  const showReason = told && atLimit;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset
    <div
      ref={group}
      role="group"
      aria-label={t('Quantity of {name}', { name })}
      className="flex items-center rounded-lg bg-brand-700 text-white"
    >
      <button
        type="button"
        onClick={(event) => onChange(quantity - 1, event)}
        aria-label={t('Remove one {name}', { name })}
        className={`${pad} flex items-center justify-center rounded-l-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span aria-live="polite" className="min-w-7 text-center text-sm font-bold tabular-nums">
        {quantity}
        {atLimit && ` ${t('max')}`}
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={(event) => {
          if (atLimit) {
            const box = (event.currentTarget.parentElement ?? event.currentTarget).getBoundingClientRect();
            setLayer(event.currentTarget.closest('dialog') ?? document.body);
            setTold(reasonPlace(box));
          } else onChange(quantity + 1, event);
        }}
        aria-label={t('Add one {name}', { name })}
        aria-disabled={atLimit || undefined}
        aria-describedby={atLimit ? limitId : undefined}
        className={`${pad} flex items-center justify-center rounded-r-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 ${
          atLimit ? 'cursor-not-allowed opacity-50' : 'hover:bg-brand-800'
        }`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
      {atLimit && (
        <span id={limitId} hidden>
          {t(QUANTITY_LIMIT_MESSAGE)}
        </span>
      )}
      {/* In the body (or its dialog): the menu grid's cells (content-visibility) clip even fixed children. */}
      {showReason &&
        layer &&
        createPortal(
          // Read out already through aria-describedby: shown, not announced twice.
          <span
            aria-hidden="true"
            data-testid="quantity-limit-reason"
            style={told ?? undefined}
            className="fixed z-50 w-max max-w-[min(14rem,calc(100vw-1rem))] rounded-md bg-stone-900 px-2 py-1 text-xs font-semibold text-white shadow-lg"
          >
            {t(QUANTITY_LIMIT_MESSAGE)}
          </span>,
          layer,
        )}
    </div>
  );
}

/**
 * Where the reason goes for a control at `box`: under it, or above it when the control sits at the
 * foot of the screen (under it the reason would be drawn off the screen); towards the side of the
 * screen with room.
 */
function reasonPlace(box: DOMRect): { top?: number; bottom?: number; left?: number; right?: number } {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const vertical =
    box.bottom + 4 + REASON_ROOM_PX <= height ? { top: box.bottom + 4 } : { bottom: height - box.top + 4 };
  return box.left + box.width / 2 < width / 2
    ? { ...vertical, left: Math.max(8, box.left) }
    : { ...vertical, right: Math.max(8, width - box.right) };
}
