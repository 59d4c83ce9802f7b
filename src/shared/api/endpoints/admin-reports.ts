// What the admin area reads about the shop: the dashboard's figures, sales and the promise kept,
// the payments report, the audit log, the month's GSTR-1 summary.
import type { z } from 'zod';
import type { Analytics, AnalyticsQuery } from '../analytics.ts';
import type { Gstr1Summary, MonthQuery } from '../month-end.ts';
import type { PaymentsReport, PaymentsReportQuery } from '../payments.ts';
import type { PromiseNow, PromiseReport, PromiseReportQuery } from '../promise.ts';
import type { AdminStats, auditLogQuerySchema, auditLogResponseSchema } from '../staff.ts';

export interface AdminReportEndpoints {
  'GET /api/admin/stats': { response: AdminStats };
  'GET /api/admin/analytics': { query: AnalyticsQuery; response: Analytics };
  'GET /api/admin/analytics/promise': { query: PromiseReportQuery; response: PromiseReport };
  'GET /api/admin/audit-logs': {
    query: z.output<typeof auditLogQuerySchema>;
    response: z.infer<typeof auditLogResponseSchema>;
  };
  'GET /api/admin/promise': { response: PromiseNow };
  'GET /api/admin/payments/report': { query: PaymentsReportQuery; response: PaymentsReport };
  'GET /api/admin/month-end/gstr1': { query: MonthQuery; response: Gstr1Summary };
}
