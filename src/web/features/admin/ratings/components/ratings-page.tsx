// Customers' ratings for managers (docs/product.md#ratings): newest first, by item and by stars;
// reply to a rating (the buyer sees it on their order) or hide a comment with a reason. Both are
// audited; a hidden comment's stars still count, so hiding never changes an item's average.
import { type FormEvent, useState } from 'react';
import type { AdminRating } from '#shared/api/ratings.ts';
import { RATING_HIDE_REASON_MAX, RATING_REPLY_MAX } from '#shared/come-back/ratings.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { type RatingsFilter, useHideComment, useRatings, useReplyToRating } from '../api/ratings.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function RatingsPage() {
  const [filter, setFilter] = useState<RatingsFilter>({});
  const ratings = useRatings(filter);
  const list = ratings.data?.pages.flatMap((page) => page.ratings) ?? [];
  const items = ratings.data?.pages[0]?.items ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Ratings</h1>
      <p className="text-sm text-stone-600">
        Verified ratings from customers who received their order. Hiding a comment keeps its stars in the
        item's average.
      </p>
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col text-sm">
          <span className="font-medium">Item</span>
          <select
            value={filter.item ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, item: e.currentTarget.value || undefined }))}
            className="rounded-lg border border-stone-400 px-2 py-1.5"
          >
            <option value="">All items</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-medium">Stars</span>
          <select
            value={filter.stars ?? ''}
            onChange={(e) =>
              setFilter((f) => ({
                ...f,
                stars: e.currentTarget.value ? Number(e.currentTarget.value) : undefined,
              }))
            }
            className="rounded-lg border border-stone-400 px-2 py-1.5"
          >
            <option value="">All stars</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </label>
      </div>
      {ratings.isPending && <p className="text-stone-600">Loading...</p>}
      {ratings.isError && <p role="alert">Failed to load data</p>}
      {ratings.data && list.length === 0 && <p className="text-stone-600">No ratings yet</p>}
      <ul className="space-y-3">
        {list.map((rating) => (
          <RatingRow key={rating.id} rating={rating} />
        ))}
      </ul>
      {ratings.hasNextPage && (
        <button
          type="button"
          disabled={ratings.isFetchingNextPage}
          onClick={() => ratings.fetchNextPage()}
          className="rounded-lg border border-stone-300 px-3 py-2 font-semibold hover:bg-stone-50"
        >
          {ratings.isFetchingNextPage ? 'Loading...' : 'Load more ratings'}
        </button>
      )}
    </div>
  );
}

function RatingRow({ rating }: { rating: AdminRating }) {
  const [open, setOpen] = useState<'reply' | 'hide'>();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
      {/* Two lines on a phone; one with aligned columns (item, stars, order, date) on a wider screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,1fr)_6rem_7rem_11rem]">
        <span className="font-semibold">{rating.itemName}</span>
        <span className="text-amber-700">
          <span aria-hidden="true">
            {'★'.repeat(rating.stars)}
            <span className="text-stone-400">{'★'.repeat(5 - rating.stars)}</span>
          </span>
          <span className="sr-only">{`${rating.stars} out of 5 stars`}</span>
        </span>
        <span className="font-mono">{rating.orderNumber}</span>
        <span className="text-right text-stone-600">{dateTime.format(new Date(rating.createdAt))}</span>
      </div>
      {rating.comment && (
        <p className={rating.hiddenAt ? 'mt-1 text-stone-500 line-through' : 'mt-1'}>“{rating.comment}”</p>
      )}
      {rating.hiddenAt && <p className="text-red-800">Hidden: {rating.hiddenReason}</p>}
      {rating.reply && (
        <p className="mt-1 rounded-lg bg-stone-50 p-2">
          <span className="font-semibold">Your reply: </span>
          {rating.reply}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={() => setOpen(open === 'reply' ? undefined : 'reply')}
          aria-expanded={open === 'reply'}
          className="rounded-lg border border-stone-300 px-3 py-1 font-semibold hover:bg-stone-50"
        >
          {rating.reply ? 'Change reply' : 'Reply'}
        </button>
        {rating.comment && !rating.hiddenAt && (
          <button
            type="button"
            onClick={() => setOpen(open === 'hide' ? undefined : 'hide')}
            aria-expanded={open === 'hide'}
            className="rounded-lg border border-stone-300 px-3 py-1 font-semibold hover:bg-stone-50"
          >
            Hide comment
          </button>
        )}
      </div>
      {open && <RatingAction kind={open} rating={rating} onDone={() => setOpen(undefined)} />}
    </li>
  );
}

function RatingAction({
  kind,
  rating,
  onDone,
}: {
  kind: 'reply' | 'hide';
  rating: AdminRating;
  onDone: () => void;
}) {
  const reply = useReplyToRating();
  const hide = useHideComment();
  const [text, setText] = useState(kind === 'reply' ? (rating.reply ?? '') : '');
  const [error, setError] = useState<string>();
  const busy = reply.isPending || hide.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      if (kind === 'reply') await reply.mutateAsync({ id: rating.id, reply: text });
      else await hide.mutateAsync({ id: rating.id, reason: text });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    }
  }

  return (
    <form onSubmit={submit} className="mt-2 space-y-2">
      <label className="block">
        <span className="font-medium">
          {kind === 'reply' ? 'Reply to the customer' : 'Why hide this comment?'}
        </span>
        <textarea
          rows={2}
          value={text}
          maxLength={kind === 'reply' ? RATING_REPLY_MAX : RATING_HIDE_REASON_MAX}
          onChange={(e) => setText(e.currentTarget.value)}
          className="mt-1 w-full rounded-lg border border-stone-400 p-2"
        />
      </label>
      <FormAlert message={error} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {kind === 'reply' ? 'Send reply' : 'Hide comment'}
      </button>
    </form>
  );
}
