// An order as the repo reads it back: its row with lines, events, refunds and customer, and the
// list shapes built from it.
import type { orderItems, orderStatusEvents, orders, refunds } from '#server/db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
/** The bill's kept name and phone (an erased account's) are read as customerName and customerPhone. */
export type OrderRecord = Omit<
  OrderRow,
  // The payments module's own bookkeeping of asking for a gateway order.
  'billName' | 'billPhone' | 'gatewayOrderClaimedAt' | 'gatewayOrderAttempts'
> & {
  lines: Omit<OrderLineRow, 'id' | 'orderId' | 'bumpedAt' | 'bumpedBy'>[];
  /** Newest first. */
  refunds: RefundRow[];
  /** byName: the account that made the move, as named now (staff answers only show it). */
  events: (Pick<StatusEventRow, 'toStatus' | 'createdAt' | 'reason'> &
    Partial<Pick<StatusEventRow, 'actorUserId'>> & { byName?: string | null })[];
  customerPhone: string | null;
  /**
   * The account's name now (a pickup order has no address with a name of its own), or the one kept
   * on the order when the customer deleted their account.
   */
  customerName: string | null;
  /** The name of the staff member who took a counter or phone order, as named now (staff answers). */
  takenByName?: string | null;
};
/** An order in its customer's list: no lines or events, their counts instead. */
export type OrderSummaryRecord = Omit<OrderRecord, 'lines' | 'events'> & {
  lineCount: number;
  itemCount: number;
};
/** Where a page of a customer's orders ends: the last order's creation time in microseconds, and its id. */
export type OrderCursor = { micros: string; id: string };
export type OrderSummaryPage = { orders: OrderSummaryRecord[]; next: OrderCursor | null };
