// How an order's place in the book is printed (docs/product.md#one-order-book): the kitchen ticket
// (browser and network printer) and the bill (page and PDF) say where a staff order came from and
// call its token, so the counter reads the same words on both.
import type { CounterKind, OrderChannel } from './channels.ts';
import { CHANNEL_LABELS, COUNTER_KIND_LABELS, tokenLabel } from './channels.ts';

export type BookFacts = { channel: OrderChannel; token: number | null; counterKind: CounterKind | null };

/** 'Counter · Dine-in', 'Phone'; null online, whose tickets and bills read as they always did. */
export function channelText(book: BookFacts | undefined): string | null {
  if (!book || book.channel === 'online') return null;
  const kind = book.counterKind ? ` · ${COUNTER_KIND_LABELS[book.counterKind]}` : '';
  return `${CHANNEL_LABELS[book.channel]}${kind}`;
}

/** 'Token 7', or null for an order without one. */
export function tokenText(book: BookFacts | undefined): string | null {
  return book?.token != null ? tokenLabel(book.token) : null;
}
