// The checkout's 'when' choice (docs/product.md#orders-for-later-today) as plain data, so what
// happens when the slots are read again can be checked without a browser.

/**
 * undefined: as soon as possible. null: 'Later today' with no time (the one chosen filled up or
 * passed). A string: the chosen slot's start (ISO), what the order sends as `scheduledFor`.
 */
export type LaterValue = string | null | undefined;

/**
 * The choice once the slots are read again. A chosen time that filled up or passed leaves 'Later
 * today' chosen with no time: the customer asked for later, so they choose again (or choose as
 * soon as possible themselves) rather than finding an order for now placed.
 */
export function keptChoice(value: LaterValue, open: readonly { at: string }[]): LaterValue {
  return typeof value === 'string' && !open.some((slot) => slot.at === value) ? null : value;
}

/** Whether placing the order waits for the customer to choose a time. */
export const waitsForTime = (value: LaterValue): boolean => value === null;
