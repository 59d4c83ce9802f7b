// How the shop dispatches its riders (docs/product.md#riders-and-dispatch), stored in site_settings;
// null there means DEFAULT_DISPATCH.
import { z } from 'zod';

export const dispatchSettingsSchema = z.object({
  /** Send an order with the longest-waiting rider at the shop as soon as it is packed. */
  autoAssign: z.boolean(),
  /**
   * Whom the customer's Call button rings: the rider's own phone, or the shop's number (the shop's
   * contact phone), for shops that keep riders' numbers private.
   */
  customerCalls: z.enum(['rider', 'shop']),
});
export type DispatchSettings = z.infer<typeof dispatchSettingsSchema>;

export const DEFAULT_DISPATCH: DispatchSettings = { autoAssign: false, customerCalls: 'rider' };
