// The day close (docs/product.md#the-day-close): a shop day's figures, closed and reopened.
import type { CloseDayBody, DayClose, DayCloseQuery, ReopenDayBody } from '../day-close.ts';

export interface DayCloseEndpoints {
  'GET /api/admin/day-close': { query: DayCloseQuery; response: DayClose };
  'GET /api/admin/day-close/:day': { query: DayCloseQuery; response: DayClose };
  'POST /api/admin/day-close/:day/close': { body: CloseDayBody; response: DayClose };
  'POST /api/admin/day-close/:day/reopen': { body: ReopenDayBody; response: DayClose };
}
