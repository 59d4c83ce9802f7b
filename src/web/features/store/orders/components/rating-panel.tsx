// Rating an order on its page (docs/product.md#ratings): once delivered or collected, its buyer gives
// each item 1-5 stars with an optional comment and, for a delivery, the delivery its stars and quick
// reasons; once given, the page shows what was given and the shop's replies.
import Star from 'lucide-react/icons/star';
import { type FormEvent, useId, useState } from 'react';
import type { OrderRating } from '#shared/api/ratings.ts';
import {
  DELIVERY_RATING_REASON_LABELS,
  DELIVERY_RATING_REASONS,
  type DeliveryRatingReason,
  RATING_COMMENT_MAX,
  RATING_STARS_MAX,
} from '#shared/come-back/ratings.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useOrderRating, useRateOrder } from '../api/rating-of-order.ts';

const STAR_VALUES = Array.from({ length: RATING_STARS_MAX }, (_, i) => i + 1);

/** Shown only for a delivered (or collected) order; reads whether it can still be rated. */
export function RatingPanel({ orderId, delivered }: { orderId: string; delivered: boolean }) {
  const rating = useOrderRating(orderId, delivered);
  if (!delivered || !rating.data) return null;
  if (rating.data.given) return <GivenRating given={rating.data.given} orderType={rating.data.orderType} />;
  if (!rating.data.rateable) return null;
  return <RatingForm rating={rating.data} />;
}

function StarsText({ stars }: { stars: number }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-0.5">
      {STAR_VALUES.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`h-4 w-4 ${n <= stars ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`}
        />
      ))}
      <span className="sr-only">{t('{stars} out of 5 stars', { stars })}</span>
    </span>
  );
}

function GivenRating({
  given,
  orderType,
}: {
  given: NonNullable<OrderRating['given']>;
  orderType: OrderRating['orderType'];
}) {
  const t = useT();
  return (
    <section
      aria-label={t('Your rating')}
      className="w-full space-y-2 rounded-xl bg-stone-50 p-3 text-left text-sm"
    >
      <h3 className="font-semibold">{t('Your rating')}</h3>
      <ul className="space-y-2">
        {given.items.map((item) => (
          <li key={`${item.menuItemId}-${item.itemName}`}>
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span>{item.itemName}</span>
              <StarsText stars={item.stars} />
            </p>
            {item.comment && <p className="text-stone-700">“{item.comment}”</p>}
            {item.reply && (
              <p className="mt-1 rounded-lg bg-white p-2 text-stone-800">
                <span className="font-semibold">{t('Reply from the shop')}: </span>
                {item.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
      {orderType === 'delivery' && given.deliveryStars !== null && (
        <div>
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('Delivery')}</span>
            <StarsText stars={given.deliveryStars} />
          </p>
          {given.deliveryReasons.length > 0 && (
            <p className="text-stone-700">
              {given.deliveryReasons
                .map((key) => t(DELIVERY_RATING_REASON_LABELS[key as DeliveryRatingReason] ?? key))
                .join(', ')}
            </p>
          )}
        </div>
      )}
      <p className="text-stone-600">{t('Thank you for rating your order!')}</p>
    </section>
  );
}

/** Five radio buttons drawn as stars: arrows move between them, as in any radio group. */
function StarPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (stars: number) => void;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2">
      <legend className="float-left font-medium">{label}</legend>
      <span className="flex">
        {STAR_VALUES.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`h-7 w-7 ${value !== undefined && n <= value ? 'fill-amber-400 text-amber-600' : 'text-stone-500'}`}
            />
            <span className="sr-only">{n === 1 ? t('1 star') : t('{stars} stars', { stars: n })}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}

function RatingForm({ rating }: { rating: OrderRating }) {
  const t = useT();
  const rate = useRateOrder(rating.orderId);
  const [stars, setStars] = useState<Record<string, number>>({});
  const [comments, setComments] = useState<Record<string, string>>({});
  const [deliveryStars, setDeliveryStars] = useState<number>();
  const [reasons, setReasons] = useState<DeliveryRatingReason[]>([]);
  const [error, setError] = useState<string>();
  const isDelivery = rating.orderType === 'delivery';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const items = rating.items
      .filter((item) => stars[item.menuItemId] !== undefined)
      .map((item) => ({
        menuItemId: item.menuItemId,
        stars: stars[item.menuItemId] as number,
        ...(comments[item.menuItemId]?.trim() ? { comment: comments[item.menuItemId]?.trim() } : {}),
      }));
    if (items.length === 0) {
      setError('Rate at least one item');
      return;
    }
    try {
      await rate.mutateAsync({
        items,
        ...(isDelivery && deliveryStars !== undefined ? { delivery: { stars: deliveryStars, reasons } } : {}),
      });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('Rate your order')}
      className="w-full space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-left text-sm"
    >
      <h3 className="font-semibold">{t('Rate your order')}</h3>
      <p className="text-stone-700">{t('How was it? Your stars help other customers choose.')}</p>
      {rating.items.map((item) => (
        <div key={item.menuItemId} className="space-y-1">
          <StarPicker
            label={item.name}
            value={stars[item.menuItemId]}
            onChange={(n) => setStars((all) => ({ ...all, [item.menuItemId]: n }))}
          />
          <label className="block">
            <span className="sr-only">{t('Comment on {item} (optional)', { item: item.name })}</span>
            <textarea
              rows={2}
              maxLength={RATING_COMMENT_MAX}
              value={comments[item.menuItemId] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setComments((all) => ({ ...all, [item.menuItemId]: text }));
              }}
              placeholder={t('Add a comment (optional)')}
              className="w-full rounded-lg border border-stone-400 bg-white p-2"
            />
          </label>
        </div>
      ))}
      {isDelivery && (
        <div className="space-y-2 border-t border-amber-200 pt-2">
          <StarPicker label={t('Delivery')} value={deliveryStars} onChange={setDeliveryStars} />
          <fieldset>
            <legend className="sr-only">{t('What went well or wrong with the delivery?')}</legend>
            <div className="flex flex-wrap gap-2">
              {DELIVERY_RATING_REASONS.map((key) => {
                const on = reasons.includes(key);
                return (
                  <label
                    key={key}
                    className={`cursor-pointer rounded-full border px-3 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400 bg-white text-stone-800'}`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={() =>
                        setReasons((all) => (on ? all.filter((r) => r !== key) : [...all, key]))
                      }
                    />
                    {t(DELIVERY_RATING_REASON_LABELS[key])}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
      <FormAlert message={error && t(error)} />
      <button
        type="submit"
        disabled={rate.isPending}
        className="w-full rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {rate.isPending ? t('Sending...') : t('Send rating')}
      </button>
    </form>
  );
}

/** My orders' 'Rate your order' on an order that can still be rated: it opens the order's page. */
export function RateOrderEntry({
  orderId,
  toRate,
  onOpen,
}: {
  orderId: string;
  toRate: readonly string[] | undefined;
  onOpen: () => void;
}) {
  const t = useT();
  if (!toRate?.includes(orderId)) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="mt-2 inline-flex items-center gap-1 rounded-lg border border-amber-400 bg-amber-50 px-3 py-1.5 text-sm font-semibold text-stone-900 hover:bg-amber-100"
    >
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-600" />
      {t('Rate your order')}
    </button>
  );
}
