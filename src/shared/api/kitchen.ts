// The kitchen display by station (docs/product.md#kitchen-display-by-station): stations, the items each
// makes, and what a station's screen shows: its lines of the accepted orders, oldest first.
import { z } from 'zod';
import { STATION_MESSAGES, STATIONS_MAX, stationNameSchema } from '../kitchen/stations.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../orders.ts';

/** The station id that shows every line of the kitchen: a shop with one cook needs no stations. */
export const WHOLE_KITCHEN = 'all';

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  /** The menu items made here. The first station also makes every item with no station. */
  itemIds: z.array(z.string()),
});
export type Station = z.infer<typeof stationSchema>;

export const stationsResponseSchema = z.object({ stations: z.array(stationSchema) });

export const stationInputSchema = z.object({ name: stationNameSchema });
export type StationInput = z.infer<typeof stationInputSchema>;

/** Which menu items a station makes: the whole list, replacing the one before. */
export const stationItemsBodySchema = z.object({
  itemIds: z.array(z.uuid({ error: 'Menu item not found' })).max(1000),
});

export const stationOrderSchema = z.object({ stationIds: z.array(z.string()).max(STATIONS_MAX) });

export const stationLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  options: z.array(z.object({ group: z.string(), name: z.string() })),
  note: z.string().nullable(),
});
export type StationLine = z.infer<typeof stationLineSchema>;

export const stationTicketSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  /** When the shop accepted it, ISO: the display counts the minutes waiting from here. */
  acceptedAt: z.string(),
  /** This station's lines still to make. */
  lines: z.array(stationLineSchema),
  /** Lines of this order other stations still have to make. */
  elsewhere: z.number(),
});
export type StationTicket = z.infer<typeof stationTicketSchema>;

export const stationTicketsResponseSchema = z.object({
  station: z.object({ id: z.string(), name: z.string() }),
  tickets: z.array(stationTicketSchema),
  /** The server's clock when read, ISO: minutes waiting are counted from it, not the tablet's clock. */
  readAt: z.string(),
});
export type StationTickets = z.infer<typeof stationTicketsResponseSchema>;

export const bumpResponseSchema = z.object({
  orderId: z.string(),
  /** The order's status after the bump: 'ready' (or 'Ready for pickup') once every station is done. */
  status: z.enum(ORDER_STATUSES),
});
export type BumpResponse = z.infer<typeof bumpResponseSchema>;

export const KITCHEN_MESSAGES = {
  ...STATION_MESSAGES,
  lineNotFound: 'This item is no longer on the kitchen display',
  alreadyBumped: 'This item was already bumped',
  orderMovedOn: 'This order has left the kitchen',
} as const;
