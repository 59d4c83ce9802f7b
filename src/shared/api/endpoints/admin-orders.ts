// The orders board: orders listed and moved on, their tickets, their money (refunds, collected at
// the door, undone), sending them with a rider, and new orders heard of by push.
import type { z } from 'zod';
import type { TicketResponse, ticketBodySchema } from '../billing.ts';
import type { assignRiderBodySchema, OnShiftRidersResponse, unassignRiderBodySchema } from '../dispatch.ts';
import type { PushStateResponse, PushSubscriptionBody, PushUnsubscribeBody } from '../notifications.ts';
import type {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  changeStatusBodySchema,
  Order,
} from '../orders.ts';
import type { RefundBody, UncollectBody, UpiQr } from '../payments.ts';
import type { PrintedTicket, TicketPrinterStatus } from '../ticket-printing.ts';

export interface AdminOrderEndpoints {
  'GET /api/admin/orders': {
    /** Every part has a default: the open board asks with none. */
    query: Partial<z.output<typeof adminOrdersQuerySchema>>;
    response: z.infer<typeof adminOrdersResponseSchema>;
  };
  'GET /api/admin/orders/waiting': { response: { count: number; nextReleaseAt: string | null } };
  'POST /api/admin/orders/:id/status': { body: z.input<typeof changeStatusBodySchema>; response: Order };
  'POST /api/admin/orders/:id/ticket': { body: z.input<typeof ticketBodySchema>; response: TicketResponse };
  /** The ticket on the shop's network printer (decision 029); 503 when the printer does not answer. */
  'POST /api/admin/orders/:id/ticket/print': { response: PrintedTicket };
  'GET /api/admin/ticket-printer': { response: TicketPrinterStatus };
  /** Part or all of a paid online order sent back through the gateway, with a reason. */
  'POST /api/admin/orders/:id/refunds': { body: RefundBody; response: Order };
  /** The money of an at-door order (cash, card or UPI) was collected. */
  'POST /api/admin/orders/:id/collected': { response: Order };
  /** A mark-paid undone by a manager or admin, with a reason: the payment is pending again. */
  'POST /api/admin/orders/:id/uncollected': { body: UncollectBody; response: Order };
  'GET /api/admin/orders/:id/upi-qr': { response: UpiQr };
  /** Riders on shift and whom the board suggests (docs/product.md#sending-an-order-with-a-rider). */
  'GET /api/admin/dispatch/riders': { response: OnShiftRidersResponse };
  /** Sends the order with a rider; fromRiderId names the rider the board saw holding it (a reassignment). */
  'PUT /api/admin/orders/:id/delivery': { body: z.input<typeof assignRiderBodySchema>; response: Order };
  'DELETE /api/admin/orders/:id/delivery': { body: z.input<typeof unassignRiderBodySchema>; response: Order };
  /** A packed order whose delivery failed becomes 'Ready for pickup'. */
  'POST /api/admin/orders/:id/to-pickup': { response: Order };
  /** This staff device hears of new orders by push (a setting per device, like the sound). */
  'POST /api/admin/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/admin/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
}
