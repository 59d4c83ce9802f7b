// Riders and their cash (docs/product.md#rider-accounts-and-shifts): their accounts, their shifts
// and the cash they hand in.
import type { z } from 'zod';
import type {
  CreateRiderBody,
  HandIn,
  HandInBody,
  OpenShiftBody,
  RiderAccount,
  RidersResponse,
  ShiftReportResponse,
  ShiftReportRow,
  shiftReportQuerySchema,
  UpdateRiderBody,
} from '../dispatch.ts';

export interface AdminRiderEndpoints {
  'GET /api/admin/riders': { response: RidersResponse };
  'POST /api/admin/riders': { body: CreateRiderBody; response: RiderAccount };
  'PATCH /api/admin/riders/:id': { body: UpdateRiderBody; response: RiderAccount };
  'POST /api/admin/riders/:id/shift': { body: OpenShiftBody; response: RiderAccount };
  'POST /api/admin/riders/:id/shift/close': { response: ShiftReportRow };
  'POST /api/admin/riders/:id/hand-ins': { body: HandInBody; response: HandIn };
  'GET /api/admin/riders/shifts': {
    query: z.output<typeof shiftReportQuerySchema>;
    response: ShiftReportResponse;
  };
}
