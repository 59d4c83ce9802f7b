// Riders and dispatch contract (docs/product.md#riders-and-dispatch): the shop's rider accounts and
// shifts, sending an order with a rider, the rider's own page, where the rider is, and the cash
// each rider holds. Amounts are rupees like the rest of the API; ids are UUIDs except account ids.
import { z } from 'zod';
import {
  COLLECT_METHODS,
  DELIVERY_STATUSES,
  FAIL_REASONS,
  MAX_POSITION_ACCURACY_M,
  RIDER_STATES,
} from '../dispatch/delivery-rules.ts';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from '../orders.ts';
import { fullNameSchema, passwordSchema, phoneSchema, VALIDATION_MESSAGES } from '../validation.ts';
import { storedAddressFields } from './stored-address.ts';

const rupeesInput = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100_000, message)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'At most two decimals');

/** A rider's tap, named by the phone so a tap queued offline and sent again is applied once. */
const tapIdSchema = z.uuid('This tap is not valid; please try again');

export const positionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, as the phone's Geolocation API reports it. */
  accuracy: z.number().min(0).max(MAX_POSITION_ACCURACY_M).optional(),
});
export type Position = z.infer<typeof positionSchema>;

/** A point the server knows, and when the phone took it. */
export const knownPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
  /** Older than POSITION_STALE_MS when answered. */
  stale: z.boolean(),
});
export type KnownPosition = z.infer<typeof knownPositionSchema>;

// ---------- on an order ----------

/** Why the last delivery of an order failed, for staff deciding what to do next. */
export const deliveryFailureSchema = z.object({
  reason: z.enum(FAIL_REASONS),
  note: z.string().nullable(),
  /** A picture of the door, an /uploads path; null when none was taken. */
  photo: z.string().nullable(),
  at: z.string(),
  riderName: z.string(),
});

/** Staff answers: who carries a delivery order now, or why its last delivery failed. */
export const orderDeliverySchema = z.object({
  /** The active delivery (assigned or picked up); null when no rider holds the order. */
  current: z
    .object({
      id: z.string(),
      riderId: z.string(),
      riderName: z.string(),
      riderPhone: z.string(),
      status: z.enum(DELIVERY_STATUSES),
      assignedAt: z.string(),
      acknowledgedAt: z.string().nullable(),
      pickedUpAt: z.string().nullable(),
      position: knownPositionSchema.nullable(),
    })
    .nullable(),
  /** Set while the order is back at the shop after a failed delivery (until it goes out again or ends). */
  failure: deliveryFailureSchema.nullable(),
  /** The Delivered tap's distance from the address point, when it was more than PROOF_WARNING_METRES. */
  proofWarning: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** Customer answers, while the order is out for delivery with one of the shop's riders. */
export const orderRiderSchema = z.object({
  name: z.string(),
  /** The rider's phone, or the shop's when the shop prefers (dispatch settings); null when neither is known. */
  callPhone: z.string().nullable(),
  position: knownPositionSchema.nullable(),
  /** Straight-line metres from the rider's fresh point to the address point; null when stale or unknown. */
  distanceM: z.number().nullable(),
});
export type OrderRider = z.infer<typeof orderRiderSchema>;

// ---------- the board: sending an order with a rider (orders:manage) ----------

export const onShiftRiderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  shiftId: z.string(),
  state: z.enum(RIDER_STATES),
  /** Orders assigned or picked up. */
  carrying: z.number().int(),
  /** "At the shop", "Out with 2 orders". */
  stateText: z.string(),
  /** Free at the shop since, ISO; null while busy or returning. */
  atShopSince: z.string().nullable(),
  position: knownPositionSchema.nullable(),
});
export type OnShiftRider = z.infer<typeof onShiftRiderSchema>;

/** GET /api/admin/dispatch/riders: riders on shift, and whom the board suggests (waited longest at the shop). */
export const onShiftRidersResponseSchema = z.object({
  riders: z.array(onShiftRiderSchema),
  suggestedRiderId: z.string().nullable(),
});
export type OnShiftRidersResponse = z.infer<typeof onShiftRidersResponseSchema>;

/** PUT /api/admin/orders/:id/delivery: send (or re-send) the order with this rider. */
export const assignRiderBodySchema = z.object({
  riderId: z.string().min(1, 'Choose a rider').max(100),
  /**
   * The rider the board saw holding the order (a reassignment); left out or null: nobody. When
   * another rider holds it now, someone else was quicker: 409 DISPATCH_MESSAGES.alreadyAssigned,
   * never a silent takeover of their choice. Sending the same rider again is a no-op.
   */
  fromRiderId: z.string().min(1).max(100).nullable().optional(),
});
export type AssignRiderBody = z.infer<typeof assignRiderBodySchema>;

/** DELETE /api/admin/orders/:id/delivery: take the order off its rider (before pick-up). */
export const unassignRiderBodySchema = z.object({
  reason: z.string().trim().max(200, 'At most 200 characters').optional(),
});

// ---------- riders and their shifts (riders:manage) ----------

export const riderAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** The open shift; null when off shift. */
  shift: z
    .object({
      id: z.string(),
      openedAt: z.string(),
      float: z.number(),
      cashCollected: z.number(),
      upiCollected: z.number(),
      /** Taken on the shop's card machine: never cash in hand. */
      cardCollected: z.number(),
      handedIn: z.number(),
      /** float + cash collected - handed in. */
      cashInHand: z.number(),
      /** Tips on the shift's deliveries taken in cash: the rider's, outside the cash collected (docs/product.md#tips). */
      tipsKept: z.number(),
      /** Tips that reached the shop (UPI, card, online): owed to the rider, paid from the drawer at the day close. */
      tipsOwed: z.number(),
      deliveries: z.number().int(),
      failedDeliveries: z.number().int(),
      /** Orders assigned or picked up now. */
      carrying: z.number().int(),
    })
    .nullable(),
});
export type RiderAccount = z.infer<typeof riderAccountSchema>;

export const ridersResponseSchema = z.object({ riders: z.array(riderAccountSchema) });
export type RidersResponse = z.infer<typeof ridersResponseSchema>;

/** POST /api/admin/riders: a rider account with a temporary password, changed at first sign-in. */
export const createRiderBodySchema = z.object({
  name: fullNameSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, VALIDATION_MESSAGES.required('Email'))
    .max(254)
    .pipe(z.email(VALIDATION_MESSAGES.email('Email'))),
  phone: phoneSchema,
  temporaryPassword: passwordSchema,
});
export type CreateRiderBody = z.input<typeof createRiderBodySchema>;

/** PATCH /api/admin/riders/:id: the rider's phone, or disable / enable the account. */
export const updateRiderBodySchema = z
  .object({ phone: phoneSchema.optional(), disabled: z.boolean().optional() })
  .refine((b) => b.phone !== undefined || b.disabled !== undefined, 'Nothing to change');
export type UpdateRiderBody = z.input<typeof updateRiderBodySchema>;

export const FLOAT_MESSAGE = 'Enter the float in rupees, from 0 to 1,00,000';
export const COUNTED_MESSAGE = 'Enter the counted cash in rupees, from 0 to 1,00,000';

/** POST /api/admin/riders/:id/shift: open a shift with the cash float handed to the rider. */
export const openShiftBodySchema = z.object({ float: rupeesInput(FLOAT_MESSAGE) });
export type OpenShiftBody = z.infer<typeof openShiftBodySchema>;

/** POST /api/admin/riders/:id/hand-ins: cash counted and taken in; a reason when it differs from expected. */
export const handInBodySchema = z.object({
  counted: rupeesInput(COUNTED_MESSAGE),
  reason: z.string().trim().max(300, 'At most 300 characters').optional(),
});
export type HandInBody = z.infer<typeof handInBodySchema>;

export const handInSchema = z.object({
  id: z.string(),
  expected: z.number(),
  counted: z.number(),
  /** counted - expected: negative when short. */
  variance: z.number(),
  reason: z.string().nullable(),
  recordedBy: z.string().nullable(),
  at: z.string(),
});
export type HandIn = z.infer<typeof handInSchema>;

/** One rider's shift as the close report shows it. */
export const shiftReportRowSchema = z.object({
  shiftId: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  deliveries: z.number().int(),
  failedDeliveries: z.number().int(),
  float: z.number(),
  cashCollected: z.number(),
  upiCollected: z.number(),
  cardCollected: z.number(),
  handedIn: z.number(),
  cashInHand: z.number(),
  /** Tips kept by the rider (cash at the door) and owed to them (paid from the drawer at the day close). */
  tipsKept: z.number(),
  tipsOwed: z.number(),
  /** The sum of the hand-ins' variances. */
  variance: z.number(),
  /** Median minutes from packed (ready) to the Delivered tap; null without a delivery. */
  medianReadyToDoorMinutes: z.number().nullable(),
});
export type ShiftReportRow = z.infer<typeof shiftReportRowSchema>;

/** GET /api/admin/riders/shifts?date=YYYY-MM-DD (the shop's day) and its .csv twin. */
export const shiftReportQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
    .optional(),
});
export const shiftReportResponseSchema = z.object({
  date: z.string(),
  shifts: z.array(shiftReportRowSchema),
});
export type ShiftReportResponse = z.infer<typeof shiftReportResponseSchema>;

// ---------- the rider's page (/api/rider, riders only) ----------

export const riderDeliverySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  assignedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  customerName: z.string(),
  /** The customer's phone for tap-to-call. */
  customerPhone: z.string(),
  address: z.object(storedAddressFields),
  /** A maps link at the order's point (or its typed address when it has no point). */
  mapUrl: z.string(),
  /** What the order's lines are, so the rider checks the bag: "2 × Masala Chai". */
  items: z.array(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** To take at the door, in rupees; 0 when paid online or already collected. */
  amountToCollect: z.number(),
  collected: z.object({ method: z.enum(COLLECT_METHODS), amount: z.number() }).nullable(),
});
export type RiderDelivery = z.infer<typeof riderDeliverySchema>;

/** GET /api/rider/deliveries: the rider's shift and their deliveries in hand, oldest first. */
export const riderDeliveriesResponseSchema = z.object({
  rider: z.object({ id: z.string(), name: z.string() }),
  onShift: z.boolean(),
  deliveries: z.array(riderDeliverySchema),
  /** Cash the rider holds now (float + collected - handed in); null off shift. */
  cashInHand: z.number().nullable(),
});
export type RiderDeliveriesResponse = z.infer<typeof riderDeliveriesResponseSchema>;

/** Every tap carries its id and the time it was made (a tap replayed later keeps its moment). */
const tapFields = {
  tapId: tapIdSchema,
  /** ISO; the server keeps it only when it is not in the future nor before the delivery began. */
  tappedAt: z.iso.datetime({ offset: true }).optional(),
};

/** POST /api/rider/deliveries/:id/{ack,picked-up}. */
export const riderTapBodySchema = z.object(tapFields);
export type RiderTapBody = z.infer<typeof riderTapBodySchema>;

/** POST /api/rider/deliveries/:id/collected. */
export const riderCollectBodySchema = z.object({
  ...tapFields,
  method: z.enum(COLLECT_METHODS, { error: 'Choose cash, UPI or card' }),
});
export type RiderCollectBody = z.infer<typeof riderCollectBodySchema>;

/** POST /api/rider/deliveries/:id/delivered: with the phone's position when it has one. */
export const riderDeliveredBodySchema = z.object({
  ...tapFields,
  position: positionSchema.optional(),
});
export type RiderDeliveredBody = z.infer<typeof riderDeliveredBodySchema>;

export const FAIL_NOTE_MESSAGE = 'At most 300 characters';
/** POST /api/rider/deliveries/:id/failed; 'other' needs a note. */
export const riderFailedBodySchema = z
  .object({
    ...tapFields,
    reason: z.enum(FAIL_REASONS, { error: 'Choose why it could not be delivered' }),
    note: z.string().trim().max(300, FAIL_NOTE_MESSAGE).optional(),
    /** An /uploads path from POST /api/rider/deliveries/:id/door-photo. */
    photo: z.string().max(300).optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '').length > 0, {
    path: ['note'],
    message: 'Say what happened',
  });
export type RiderFailedBody = z.infer<typeof riderFailedBodySchema>;

/** What a tap answers: the delivery now, and a warning the rider should read (never a refusal). */
export const riderTapResponseSchema = z.object({
  delivery: riderDeliverySchema,
  warning: z.string().nullable(),
});
export type RiderTapResponse = z.infer<typeof riderTapResponseSchema>;

/** POST /api/rider/position: only while the rider carries a picked-up order (409 otherwise). */
export const riderPositionBodySchema = positionSchema;
export type RiderPositionBody = z.infer<typeof riderPositionBodySchema>;

/** POST /api/rider/deliveries/:id/door-photo: the stored photo, for the Couldn't deliver tap's `photo`. */
export const doorPhotoResponseSchema = z.object({ photo: z.string() });
export type DoorPhotoResponse = z.infer<typeof doorPhotoResponseSchema>;
