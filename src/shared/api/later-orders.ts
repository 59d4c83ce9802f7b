// The contract of orders for later today (docs/product.md#orders-for-later-today): the slots the
// checkout offers now. The checkout itself sends the chosen slot as `scheduledFor` (orders.ts).
import { z } from 'zod';

export const LATER_SLOTS_PATH = '/api/later-slots';

/** GET /api/later-slots (anyone): today's slots from now, each marked full when it takes no more. */
export const laterSlotsResponseSchema = z.object({
  /** Whether the shop takes orders for later at all; false answers no slots. */
  enabled: z.boolean(),
  slots: z.array(
    z.object({
      /** The slot's start (ISO): what the checkout sends back as `scheduledFor`. */
      at: z.string(),
      /** The start on the shop's clock, '4:30 PM'. */
      time: z.string(),
      /** Already holds as many orders as a slot takes. */
      full: z.boolean(),
    }),
  ),
});
export type LaterSlotsResponse = z.infer<typeof laterSlotsResponseSchema>;
