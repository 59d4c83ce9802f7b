// 'My usual' (docs/product.md#my-usual): the signed-in customer's favourite orders, each answered
// priced now from the live menu with what changed since it was ordered. Prices in rupees, like
// the rest of the API.
import { z } from 'zod';
import { USUAL_NAME_MAX, USUAL_ORDERS_MAX } from '../come-back/usual-orders.ts';
import { languageSchema } from '../i18n/language-schema.ts';

export const USUAL_MESSAGES = {
  nameRequired: 'Give your favourite a name',
  nameTooLong: `A favourite's name can be at most ${USUAL_NAME_MAX} characters`,
  nameTaken: 'You already have a favourite with this name. Choose another name.',
  tooMany: `You can keep at most ${USUAL_ORDERS_MAX} favourites. Delete one to save another.`,
  notDelivered: 'Only a delivered order can be saved as a favourite',
  nothingLeft: 'Nothing from this order is on the menu any more, so there is nothing to save',
} as const;

/** Saves, renames, deletes and reorders one account may make in a minute. */
export const USUAL_WRITES_PER_MINUTE = 30;

export const usualNameSchema = z
  .string()
  .trim()
  .min(1, USUAL_MESSAGES.nameRequired)
  .max(USUAL_NAME_MAX, USUAL_MESSAGES.nameTooLong);

/** POST /api/customer/usual-orders: one of the customer's delivered orders, kept under a name. */
export const saveUsualBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  /** 'My usual' when left out (then 'My usual 2', ... if that name is taken). */
  name: usualNameSchema.optional(),
});
export type SaveUsualBody = z.input<typeof saveUsualBodySchema>;

export const renameUsualBodySchema = z.object({ name: usualNameSchema });
export type RenameUsualBody = z.input<typeof renameUsualBodySchema>;

/** `?lang=`: the items' and options' names in the customer's language (English when left out). */
export const usualQuerySchema = z.object({ lang: languageSchema.optional() });
export type UsualQuery = z.infer<typeof usualQuerySchema>;

/** What changed since the favourite was ordered; item and option names as the menu has them now. */
export const usualChangeSchema = z.discriminatedUnion('kind', [
  /** No longer on the menu (deleted, hidden, or its category hidden): left out. */
  z.object({ kind: z.literal('gone'), item: z.string() }),
  z.object({ kind: z.literal('out-of-stock'), item: z.string() }),
  /** A choice no longer offered or available: the item comes without it. */
  z.object({ kind: z.literal('option-gone'), item: z.string(), option: z.string() }),
  /** The choices left no longer meet the item's rules (a required choice is gone): left out. */
  z.object({ kind: z.literal('choose-again'), item: z.string(), message: z.string() }),
  /** More than one order may hold of the item: cut down to `now` (0: left out). */
  z.object({ kind: z.literal('quantity'), item: z.string(), was: z.number().int(), now: z.number().int() }),
  /** One unit's price then (the order it was saved from) and now. */
  z.object({ kind: z.literal('price'), item: z.string(), was: z.number(), now: z.number() }),
]);
export type UsualChange = z.infer<typeof usualChangeSchema>;

/** A line that can be ordered now, priced now. */
export const usualLineSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  options: z.array(z.object({ id: z.string(), name: z.string(), priceDelta: z.number() })),
  note: z.string().nullable(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type UsualLineNow = z.infer<typeof usualLineSchema>;

export const usualOrderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The order it was saved from; null once that order is gone. */
  sourceOrderId: z.string().nullable(),
  createdAt: z.string(),
  /** The lines that can be ordered now, priced now. */
  lines: z.array(usualLineSchema),
  /** The lines' sum now (before delivery, discounts and tax, as the cart's subtotal). */
  total: z.number(),
  changes: z.array(usualChangeSchema),
});
export type UsualOrder = z.infer<typeof usualOrderSchema>;

export const usualOrdersResponseSchema = z.object({
  usualOrders: z.array(usualOrderSchema),
  /** How many one customer may keep. */
  max: z.number().int(),
});
export type UsualOrdersResponse = z.infer<typeof usualOrdersResponseSchema>;
