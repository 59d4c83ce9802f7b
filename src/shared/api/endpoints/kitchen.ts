// The kitchen's stations, their screens, and a line bumped.
import type { z } from 'zod';
import type {
  BumpResponse,
  Station,
  StationInput,
  StationTickets,
  stationItemsBodySchema,
  stationOrderSchema,
  stationsResponseSchema,
} from '../kitchen.ts';

export interface KitchenEndpoints {
  'GET /api/admin/kitchen/stations': { response: z.infer<typeof stationsResponseSchema> };
  'POST /api/admin/kitchen/stations': { body: StationInput; response: Station };
  'PUT /api/admin/kitchen/stations/order': {
    body: z.input<typeof stationOrderSchema>;
    response: z.infer<typeof stationsResponseSchema>;
  };
  'PATCH /api/admin/kitchen/stations/:id': { body: StationInput; response: Station };
  'PUT /api/admin/kitchen/stations/:id/items': {
    body: z.input<typeof stationItemsBodySchema>;
    response: Station;
  };
  'DELETE /api/admin/kitchen/stations/:id': { response: undefined };
  /** A station's screen; the id 'all' (WHOLE_KITCHEN) reads every station's lines. */
  'GET /api/admin/kitchen/stations/:id/tickets': { response: StationTickets };
  'POST /api/admin/kitchen/lines/:id/bump': { response: BumpResponse };
}
