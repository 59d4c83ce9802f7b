// An address as the API answers it, on a saved address and on an order: the parts asked apart
// (house, area, the point) are null on what was stored before they were.
import { z } from 'zod';

export const storedAddressFields = {
  name: z.string(),
  phone: z.string(),
  house: z.string().nullable(),
  /** Building and street. */
  address: z.string(),
  area: z.string().nullable(),
  landmark: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
