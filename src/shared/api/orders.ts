// Checkout and order contract.
import { z } from 'zod';
import { TAX_REGIMES } from '../billing/tax.ts';
import { normalizeNote, OPTION_LIMITS, OPTION_MESSAGES } from '../catalog/item-options.ts';
import { checkoutTipProblem, TIP_MESSAGES } from '../come-back/tips-rules.ts';
import { ORDER_LIMITS, QUANTITY_LIMIT_MESSAGE } from '../constants.ts';
import { languageSchema } from '../i18n/language-schema.ts';

import { lineOverItemLimit } from '../order-limits.ts';
import { ORDER_SEARCH_LIMITS, ORDER_SEARCH_MESSAGES, parseOrderSearch } from '../order-search.ts';
import { COUNTER_KINDS, ORDER_CHANNELS, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../orders.ts';
import { phoneSchema } from '../validation.ts';
import { orderDeliverySchema, orderRiderSchema } from './dispatch.ts';
import { orderPaymentSchema } from './payments.ts';
import { storedAddressFields } from './stored-address.ts';

export const ADDRESS_MESSAGES = {
  house: 'House or flat is required',
  street: 'Building and street are required',
  location: 'Choose your location: use your current location or pick an area',
  required: 'A delivery address is required',
  /** A checkout naming a saved address sent another point than the one saved with it. */
  pointMoved:
    'The location of this saved address has changed. Please pick its location again and save the address.',
  savedMissing: 'This saved address is no longer there. Please choose your address again.',
} as const;

/**
 * Where a delivery order goes (docs/product.md#d16-an-order-goes-to-a-real-address): who takes it,
 * the door (house or flat), the building and street, the area, and a point on the map from the
 * customer's current location or a preset; the server decides the delivery area from that point.
 */
export const orderAddressSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  phone: phoneSchema,
  house: z
    .string({ error: ADDRESS_MESSAGES.house })
    .trim()
    .min(1, ADDRESS_MESSAGES.house)
    .max(80, 'House or flat can be at most 80 characters'),
  /** Building and street. */
  address: z
    .string({ error: ADDRESS_MESSAGES.street })
    .trim()
    .min(1, ADDRESS_MESSAGES.street)
    .max(300, 'Building and street can be at most 300 characters'),
  area: z.string().trim().max(120, 'Area can be at most 120 characters').nullish(),
  landmark: z.string().trim().max(120).nullish(),
  deliveryNotes: z.string().trim().max(300).nullish(),
  latitude: z
    .number({ error: ADDRESS_MESSAGES.location })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: ADDRESS_MESSAGES.location })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * Here rather than with the limit in constants.ts: only the checkout's schemas use it, and
 * constants.ts is in the storefront's first load.
 */
export const LINES_LIMIT_MESSAGE = `An order can have at most ${ORDER_LIMITS.maxLines} lines`;

// Here too for the server and its tests; defined with the limit so the storefront's first load
// can show it without this file's zod.
export { QUANTITY_LIMIT_MESSAGE };

/** A line's choices, as checkout and the discount preview receive them. */
export const lineChoiceFields = {
  /** Chosen option ids; the server checks them against the item's groups and prices them. */
  options: z
    .array(z.string().max(100), { error: 'Options must be a list of option ids' })
    .max(OPTION_LIMITS.optionsPerLine, 'Too many options on one line')
    .optional(),
  /** 'less milk please'; whitespace is collapsed and an empty note is no note. */
  note: z
    .string()
    .max(OPTION_LIMITS.noteMax * 4, OPTION_MESSAGES.note)
    .refine((v) => (normalizeNote(v)?.length ?? 0) <= OPTION_LIMITS.noteMax, OPTION_MESSAGES.note)
    .optional(),
};

/** One checkout's key: the same key sent again is the same order, never a second one. */
export const idempotencyKeySchema = z.string().trim().min(8).max(100);

/** GET /api/orders/by-key/:key: the order a checkout placed under its key. */
export const orderKeyParamsSchema = z.object({ key: idempotencyKeySchema });

/** An order's lines as checkout and the order pad send them: ids, quantities, choices and notes. */
export const orderLinesSchema = z
  .array(
    z.object({
      menuItemId: z.string().max(100),
      quantity: z
        .number()
        .int('Quantity must be a whole number')
        .min(1, 'Quantity must be at least 1')
        .max(ORDER_LIMITS.maxQuantityPerLine, QUANTITY_LIMIT_MESSAGE),
      ...lineChoiceFields,
    }),
  )
  .max(ORDER_LIMITS.maxLines, LINES_LIMIT_MESSAGE);

export const placeOrderBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    lines: orderLinesSchema,
    orderType: z.enum(ORDER_TYPES).default('delivery'),
    /** Required for delivery. A pickup order needs none; one sent must still be well formed, and is not stored. */
    address: orderAddressSchema.optional(),
    /**
     * The customer's saved address the address comes from: its saved point is the one delivered
     * to, and a point sent that moved from it is refused (docs/product.md#where-the-pin-is).
     */
    savedAddressId: z.string().max(100).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
    discountCode: z.string().trim().max(40).optional(),
    /** The storefront's language when the order was placed: the customer's messages speak it. */
    language: languageSchema.default('en'),
    /** The checkout's WhatsApp tick (docs/product.md#whatsapp-updates), remembered as the customer's choice; left out, it stays. */
    whatsappUpdates: z.boolean().optional(),
    /** A tip for the rider in rupees (docs/product.md#tips): delivery orders only; none by default. */
    tip: z
      .number({ error: TIP_MESSAGES.amount })
      .superRefine((tip, ctx) => {
        const problem = checkoutTipProblem(tip);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /**
     * An order for later today (docs/product.md#orders-for-later-today): the start of one of the
     * slots GET /api/later-slots offers, ISO; left out, as soon as possible.
     */
    scheduledFor: z.iso.datetime({ offset: true, error: 'Choose one of the times offered' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.orderType === 'delivery' && !body.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_MESSAGES.required });
    if (body.orderType === 'pickup' && (body.tip ?? 0) > 0)
      ctx.addIssue({ code: 'custom', path: ['tip'], message: TIP_MESSAGES.pickup });
    // One item's units over all its lines, whatever their options and notes (order-limits.ts).
    const over = lineOverItemLimit(body.lines);
    if (over >= 0)
      ctx.addIssue({ code: 'custom', path: ['lines', over, 'quantity'], message: QUANTITY_LIMIT_MESSAGE });
  });
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** An order's GST as placed, in rupees; the bill prints the same. */
export const orderTaxSchema = z.object({
  regime: z.enum(TAX_REGIMES),
  /** The GST rate in percent (5); CGST and SGST are half each. 0 unless regular. */
  ratePercent: z.number(),
  pricesIncludeTax: z.boolean(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  /** Added on top of the menu prices (0 when they include tax). */
  added: z.number(),
});

/** What an order comes to, in rupees, as the order and its bill both show it. */
export const orderAmountsShape = {
  subtotal: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  deliveryFee: z.number(),
  /**
   * GST as computed when the order was placed (docs/product.md#bills-and-kitchen-tickets):
   * total = subtotal - discount + deliveryFee + tax.added + roundOff + tip.
   */
  tax: orderTaxSchema,
  /**
   * The bill's 'Round off' line (docs/product.md#round-off): what brings the supply's total to whole
   * rupees, -0.49 to +0.50; 0 when the total is whole rupees, the shop rounds nothing, or the order
   * was placed before round-off existed.
   */
  roundOff: z.number(),
  /**
   * The tip for the rider added at checkout (docs/product.md#tips): in the total the customer pays,
   * outside the supply (never discounted or taxed, not the shop's revenue). 0 for none.
   */
  tip: z.number(),
  total: z.number(),
};

/**
 * Where a delivery's pin is, for staff only (docs/product.md#where-the-pin-is): the straight-line
 * distance from the shop, a map at the point, and what the reverse-geocoding provider named there
 * (null without one, or until it answers) with a warning when that is not the area typed.
 */
export const staffPinSchema = z.object({
  distanceKm: z.number(),
  mapUrl: z.string(),
  locality: z.string().nullable(),
  warning: z.string().nullable(),
});
export type StaffPin = z.infer<typeof staffPinSchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderType: z.enum(ORDER_TYPES),
  /** null for pickup. Orders placed before addresses had parts carry no house, area or point. */
  address: z.object(storedAddressFields).nullable(),
  /** The promise made when the order was placed: normal minutes plus busy mode at that moment. */
  promisedMinutes: z.number(),
  lines: z.array(
    z.object({
      menuItemId: z.string().nullable(),
      name: z.string(),
      unit: z.string(),
      /** With the chosen options' deltas: what one unit cost. */
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
      /**
       * The choices as they were when ordered (names and deltas are a snapshot; optionId is null
       * once the option is deleted, and lets Reorder pick the same choices again).
       */
      options: z.array(
        z.object({
          optionId: z.string().nullable(),
          group: z.string(),
          name: z.string(),
          priceDelta: z.number(),
        }),
      ),
      note: z.string().nullable(),
    }),
  ),
  ...orderAmountsShape,
  /** Where its money stands: paid, refunds, the online payment's deadline (docs/product.md#online-payments). */
  payment: orderPaymentSchema,
  /** Given when the order is delivered; null before (and for orders delivered before bills existed). */
  bill: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  /** When its kitchen ticket was first printed, ISO; null until then. */
  ticketPrintedAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** Staff answers only; null for pickup and for orders placed before addresses had a point. */
  pin: staffPinSchema.nullable().optional(),
  /** Staff answers only: the rider holding a delivery order, or why its last delivery failed; null for none. */
  delivery: orderDeliverySchema.nullable().optional(),
  /** Customer answers only: the shop's rider bringing it, while out for delivery with one; null otherwise. */
  rider: orderRiderSchema.nullable().optional(),
  /**
   * While the order is on its way (docs/product.md#the-promise): when it is now estimated at the
   * door (a delivery) or ready at the counter (a pickup), worked out again as it moves; null once
   * finished or cancelled, and absent where the server does not say.
   */
  eta: z
    .object({ kind: z.enum(['arrival', 'ready']), at: z.string() })
    .nullable()
    .optional(),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      at: z.string(),
      reason: z.string().nullable(),
      /** Staff answers only: the staff member who made the move (null: the customer or the system). */
      by: z.string().nullable().optional(),
    }),
  ),
  /**
   * Its place in the order book (docs/product.md#one-order-book): the channel it came in by, a
   * counter order's token and kind, the shop day it is counted on, and (staff answers only) who
   * took it.
   */
  book: z
    .object({
      channel: z.enum(ORDER_CHANNELS),
      token: z.number().nullable(),
      counterKind: z.enum(COUNTER_KINDS).nullable(),
      shopDay: z.string(),
      takenBy: z.string().nullable().optional(),
    })
    .optional(),
  /**
   * An order for later today (docs/product.md#orders-for-later-today): its slot, ISO; null for as
   * soon as possible. releaseAt is when it joins the kitchen's queue (the board holds it under
   * Later until then); null for an order for now.
   */
  scheduledFor: z.string().nullable(),
  releaseAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A customer's order in their list (docs/product.md#orders-and-their-statuses): everything but its
 * lines and status history, which GET /api/orders/:id brings when the order is opened.
 */
export const myOrderSummarySchema = orderSchema.omit({ lines: true, history: true }).extend({
  /** How many lines, and how many units over all of them. */
  lineCount: z.number().int(),
  itemCount: z.number().int(),
});
export type MyOrderSummary = z.infer<typeof myOrderSummarySchema>;

export const MY_ORDERS_PAGE = { size: 20, max: 50 } as const;
/** Where a page ends: the last order's creation time in microseconds and its id. */
export const MY_ORDERS_CURSOR = /^\d{1,17}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/orders: the customer's orders, newest first, a page at a time (after `before`). */
export const myOrdersQuerySchema = z.object({
  before: z.string().max(60).regex(MY_ORDERS_CURSOR, 'This page of orders is not valid').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, `Ask for 1 to ${MY_ORDERS_PAGE.max} orders`)
    .max(MY_ORDERS_PAGE.max, `Ask for 1 to ${MY_ORDERS_PAGE.max} orders`)
    .default(MY_ORDERS_PAGE.size),
});
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;

export const myOrdersResponseSchema = z.object({
  orders: z.array(myOrderSummarySchema),
  /** `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** The statuses of orders still in the kitchen's hands: the board's columns. */
export const OPEN_ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const;
export const FINISHED_ORDER_STATUSES = ['delivered', 'cancelled'] as const;
/** Finished orders come a page at a time (docs/product.md#orders-board). */
export const FINISHED_ORDERS_PAGE_SIZE = 20;

/**
 * The order board's lists (docs/product.md#orders-board):
 * - nothing: every open order (placed to out for delivery), oldest first, never cut short, so an
 *   order stuck since the morning stays on the board whatever the day's volume;
 * - `view=finished`: delivered and cancelled orders, newest first, a page at a time;
 * - `status`: the orders in that status (an open one: all, oldest first; awaiting payment, delivered
 *   or cancelled: newest first, a page at a time). Orders awaiting an online payment are off the
 *   board by design; staff ask for them by this status when a customer calls;
 * - `q`: orders of any status whose number or customer phone contains it (order-search.ts), newest
 *   first, a page at a time.
 */
export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  view: z.enum(['open', 'finished']).optional(),
  q: z
    .string()
    .max(ORDER_SEARCH_LIMITS.maxLength, ORDER_SEARCH_MESSAGES.tooLong)
    .refine((q) => parseOrderSearch(q) !== null, ORDER_SEARCH_MESSAGES.tooShort)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(FINISHED_ORDERS_PAGE_SIZE),
});

export const adminOrdersResponseSchema = z.object({
  orders: z.array(orderSchema),
  /** The next page of a paged list; null on its last page and for the open board (never paged). */
  nextPage: z.number().int().nullable(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const changeStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z.string().trim().min(1, 'A reason is required to cancel').max(300).optional(),
});
