// Kitchen stations (docs/product.md#kitchen-display-by-station): the places in the kitchen that make
// different items (the chai counter, the grill). Each item belongs to at most one; an item with none
// is made at the first station.
import { z } from 'zod';

export const STATION_NAME_MAX = 40;
export const STATIONS_MAX = 12;

export const STATION_MESSAGES = {
  name: `Enter a station name of 1 to ${STATION_NAME_MAX} characters`,
  taken: 'A station with this name already exists',
  tooMany: `A kitchen can have at most ${STATIONS_MAX} stations`,
  notFound: 'Station not found',
} as const;

export const stationNameSchema = z
  .string({ error: STATION_MESSAGES.name })
  .trim()
  .min(1, STATION_MESSAGES.name)
  .max(STATION_NAME_MAX, STATION_MESSAGES.name);
