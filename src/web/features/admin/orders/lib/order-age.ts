// How long an open order has waited against its own promise (docs/product.md#orders-board): the
// minutes the customer was promised when it was placed (busy mode's extra minutes included), so
// the board's colours follow what each customer was told, not today's setting.

/** Amber this many minutes before the promise: time to hurry, while there is still some left. */
export const NEAR_PROMISE_MINUTES = 2;

export type AgeTone = 'on-time' | 'near' | 'late';

export type OrderAge = { minutes: number; tone: AgeTone; text: string };

export function orderAge(createdAt: string, promisedMinutes: number, now: Date): OrderAge {
  const waitedMs = Math.max(0, now.getTime() - Date.parse(createdAt));
  const minutes = Math.floor(waitedMs / 60_000);
  const promiseMs = promisedMinutes * 60_000;
  const tone: AgeTone =
    waitedMs > promiseMs
      ? 'late'
      : waitedMs >= promiseMs - NEAR_PROMISE_MINUTES * 60_000
        ? 'near'
        : 'on-time';
  // Words as well as colours: red alone says nothing to everyone.
  const text =
    tone === 'late'
      ? `${minutes} min · late, promised ${promisedMinutes}`
      : `${minutes} min · promised ${promisedMinutes}`;
  return { minutes, tone, text };
}
