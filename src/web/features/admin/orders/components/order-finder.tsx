// The board's two ways to look past the open orders: a status filter (among them orders still
// awaiting an online payment, and delivered ones) and a search by order number or phone.
import { type FormEvent, useId, useState } from 'react';
import { ORDER_SEARCH_LIMITS, ORDER_SEARCH_MESSAGES, parseOrderSearch } from '#shared/order-search.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#shared/orders.ts';

type Props = {
  filter: OrderStatus | undefined;
  onFilter: (status: OrderStatus | undefined) => void;
  /** The search shown, if any. */
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
};

export function OrderFinder({ filter, onFilter, search, onSearch }: Props) {
  const filterId = useId();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();

  function clear() {
    setDraft('');
    setProblem(undefined);
    onSearch(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === '') return clear();
    if (!parseOrderSearch(draft)) return setProblem(ORDER_SEARCH_MESSAGES.tooShort);
    setProblem(undefined);
    onSearch(draft.trim());
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="font-semibold">
          Show
        </label>
        <select
          id={filterId}
          value={filter ?? ''}
          onChange={(e) => onFilter((e.target.value || undefined) as OrderStatus | undefined)}
          className="h-10 rounded-lg border border-stone-300 bg-white px-3"
        >
          <option value="">Open orders</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <form
        onSubmit={submit}
        className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto sm:flex-1"
      >
        <label htmlFor={searchId} className="font-semibold">
          Search orders
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={ORDER_SEARCH_LIMITS.maxLength}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Order number or phone"
          aria-describedby={problem ? `${searchId}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 sm:max-w-xs"
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
        {search !== undefined && (
          <button
            type="button"
            onClick={clear}
            className="h-10 rounded-lg border border-stone-400 bg-white px-3 font-semibold hover:bg-stone-50"
          >
            Clear search
          </button>
        )}
        {problem && (
          <p id={`${searchId}-problem`} className="w-full text-red-800">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
