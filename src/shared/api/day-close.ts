// The day close's contract (docs/product.md#the-day-close): one shop day's orders and money by
// channel and method, the gateway's share, each rider's cash, the counter's drawer, refunds,
// discounts and GST by rate; closed by a manager with the cash counted, reopened only by an admin.
// Amounts are rupees at this edge.
import { z } from 'zod';
import { formatRupees } from '../money.ts';

import { SHOP_DAY_PATTERN } from '../order-book/shop-day.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_METHODS, REFUND_METHODS } from '../orders.ts';

export const DAY_CLOSE_MESSAGES = {
  day: 'Pick a day written YYYY-MM-DD',
  notStarted: 'That day has not started yet',
  openOrders: (count: number) =>
    `${count === 1 ? '1 order' : `${count} orders`} of this day ${count === 1 ? 'is' : 'are'} still open: finish or cancel ${count === 1 ? 'it' : 'them'} first`,
  alreadyClosed: 'This day is already closed',
  notClosed: 'This day is not closed',
  figuresChanged: 'The day’s figures changed while you counted: check them again',
  refundsWaiting: 'A refund of this day is still waiting for the gateway: close the day once it is settled',
  varianceReason: (variancePaise: number) =>
    `The counted cash is ${formatRupees(Math.abs(variancePaise))} ${variancePaise < 0 ? 'short' : 'over'}: say why`,
  reopenReason: 'Say why the day is reopened',
} as const;

export const shopDaySchema = z.string().regex(SHOP_DAY_PATTERN, DAY_CLOSE_MESSAGES.day);

/** GET /api/admin/day-close/:day and its CSV. */
export const dayParamsSchema = z.object({ day: shopDaySchema });

/** GET /api/admin/day-close and /api/admin/day-close/:day: today's shop day when none is named. */
export const DAY_CLOSE_PATH = '/api/admin/day-close';
export const dayCloseCsvPath = (day: string) => `${DAY_CLOSE_PATH}/${day}.csv`;

/**
 * An open day's drawer is worked out with the float the manager typed (0 without one); a closed
 * day's with the float its close recorded.
 */
export const dayCloseQuerySchema = z.object({
  openingFloat: z.coerce.number().min(0).max(10_000_000).optional(),
});

const money = z.number();
const sales = z.object({ orders: z.number(), amount: money });

const gstRateSchema = z.object({ ratePercent: z.number(), taxable: money, cgst: money, sgst: money });

const refundLineSchema = z.object({
  orderNumber: z.string(),
  method: z.enum(REFUND_METHODS),
  amount: money,
  /** The part of the amount that gave back a tip for the rider (not a sale's refund); absent: none. */
  tip: money.optional(),
  reason: z.string(),
  /** The shop day of the order when it is not this day: a later change to a closed day. */
  adjustmentFrom: z.string().nullable(),
});

/**
 * One shop day's figures. Every total is the sum of its parts (the property test in
 * shared/order-book holds the arithmetic to it); a row that belongs to an earlier day but came in
 * after that day's close is an adjustment and names the day it came from.
 */
export const dayCloseFiguresSchema = z.object({
  shopDay: z.string(),
  /**
   * Orders sold on the day (delivered, or paid; a paid order later cancelled stays sold and its
   * refund counts on the refund's day) and what they came to (shared/order-book/day-close-figures.ts).
   */
  byChannel: z.array(sales.extend({ channel: z.enum(ORDER_CHANNELS) })),
  byMethod: z.array(sales.extend({ method: z.enum(PAYMENT_METHODS) })),
  sold: sales,
  /** Orders of the day cancelled before any money was taken: counted, not summed into sales. */
  cancelled: z.number(),
  /**
   * What the sales are made of: items, less discounts (by code, by hand), plus delivery fees, GST
   * added and the bills' round-off to the rupee (docs/product.md#round-off; absent from older closes).
   */
  items: money,
  discounts: z.object({ code: money, manual: money }),
  deliveryFees: money,
  taxAdded: money,
  roundOff: money.optional(),
  /** GST on the day's sales, by rate (regime 'regular' only); composition and unregistered sales carry none. */
  gst: z.array(gstRateSchema),
  /**
   * GST given back on the day's refunds, by the refunded order's rate: each refund's share of its
   * bill (refund / order total). What is owed per rate is gst less this. Absent from older closes.
   */
  gstRefunded: z.array(gstRateSchema).optional(),
  /** Paid through the gateway: captured on the day's orders, and refunded through it on the day. */
  online: z.object({ orders: z.number(), captured: money, refunded: money }),
  /** Each rider's takings at the door on shifts of the day, and their hand-ins. */
  riders: z.array(
    z.object({
      riderId: z.string(),
      name: z.string(),
      cash: money,
      upi: money,
      card: money,
      /** Cash the rider was expected to hand in (float + cash taken), counted (null: none yet) and the difference. */
      expectedCash: money,
      handedIn: money.nullable(),
      variance: money.nullable(),
    }),
  ),
  /**
   * The counter's drawer: float + counter cash sales + cash of deliveries no rider delivered +
   * riders' cash handed in - cash refunds - tips paid out to riders.
   */
  drawer: z.object({
    openingFloat: money,
    cashSales: money,
    riderHandIns: money,
    /** Cash orders delivered with no rider (the shop took them some other way); absent from older closes. */
    noRiderCash: money.optional(),
    cashRefunds: money,
    /** Tips that reached the shop (UPI, card, online) paid to their riders from the drawer; absent from older closes. */
    tipsPaidOut: money.optional(),
    expected: money,
  }),
  /**
   * Tips for riders (docs/product.md#tips), never in the sales, refunds or GST above: the day's
   * delivered orders' tips and tips added after delivery paid on the day, by rider (null: no rider
   * delivered it) and how they were paid. Cash tips are the rider's at the door; the rest are paid
   * from the drawer. `refunded`: tips given back by the day's refunds. Absent from older closes.
   */
  tips: z
    .object({
      riders: z.array(
        z.object({
          riderId: z.string().nullable(),
          name: z.string().nullable(),
          cash: money,
          upi: money,
          card: money,
          online: money,
          afterDelivery: money,
          total: money,
          paidFromDrawer: money,
        }),
      ),
      total: money,
      keptByRiders: money,
      paidFromDrawer: money,
      refunded: money,
    })
    .optional(),
  /** Refunds of the day the money has gone back for (processed), second captures' apart. */
  refunds: z.array(refundLineSchema),
  /**
   * Refunds of the day the gateway has not confirmed yet: not summed (one may still fail), and the
   * day cannot be closed while there are any. Absent from figures kept before it was added.
   */
  refundsWaiting: z.array(refundLineSchema).optional(),
  /**
   * Refunds of a second capture (a late or double payment, not the order's own payment): money that
   * came in through the gateway and went back out, never in the sales, so not in refunded or net.
   * Absent from figures kept before it was added.
   */
  passThrough: z.object({ refunds: z.array(refundLineSchema), amount: money }).optional(),
  refunded: money,
  /** Sales less refunds. */
  net: money,
  /** Orders of the day not finished yet: the day cannot be closed while there are any. */
  openOrders: z.array(z.object({ id: z.string(), orderNumber: z.string(), status: z.enum(ORDER_STATUSES) })),
});
export type DayCloseFigures = z.infer<typeof dayCloseFiguresSchema>;

const closeRecordSchema = z.object({
  closedAt: z.string(),
  /** Who closed and who reopened it, by name (null: the account is gone). */
  closedBy: z.string().nullable(),
  openingFloat: money,
  expectedCash: money,
  countedCash: money,
  variance: money,
  varianceReason: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});

export const dayCloseSchema = z.object({
  shopDay: z.string(),
  state: z.enum(['open', 'closed']),
  /** As they stand now (a closed day's are the figures its close kept). */
  figures: dayCloseFiguresSchema,
  /**
   * A closed day's figures as the rows read now, when they differ from the kept ones (only a
   * reopened-and-closed-again history or a repair can make them differ); null otherwise.
   */
  current: dayCloseFiguresSchema.nullable().optional(),
  /** The standing close, and earlier ones that were reopened, newest first. */
  closes: z.array(closeRecordSchema),
});
export type DayClose = z.infer<typeof dayCloseSchema>;

/** POST /api/admin/day-close/:day/close (managers). */
export const closeDayBodySchema = z.object({
  openingFloat: z.number().min(0).max(10_000_000),
  countedCash: z.number().min(0).max(10_000_000),
  /** Required when the counted cash differs from the expected. */
  reason: z.string().trim().max(300).optional(),
  /**
   * The expected cash the page showed (with this float): when the server's differs, the day's
   * figures changed while the drawer was counted, and the close is refused (409) to be checked again.
   */
  expectedCash: z.number().min(-10_000_000).max(20_000_000).optional(),
});
export type CloseDayBody = z.infer<typeof closeDayBodySchema>;

/** POST /api/admin/day-close/:day/reopen (admins). */
export const reopenDayBodySchema = z.object({
  reason: z
    .string({ error: DAY_CLOSE_MESSAGES.reopenReason })
    .trim()
    .min(1, DAY_CLOSE_MESSAGES.reopenReason)
    .max(300),
});
export type ReopenDayBody = z.infer<typeof reopenDayBodySchema>;
export type DayCloseQuery = z.output<typeof dayCloseQuerySchema>;
