// GET /api/admin/analytics/promise and its CSV (docs/product.md#where-the-minutes-go).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROMISE_REPORT_CSV_PATH,
  promiseReportQuerySchema,
  promiseReportSchema,
} from '#shared/api/promise.ts';
import type { PromiseReportService } from './promise-report.service.ts';

const RANGE_DESCRIPTION =
  'Delivery orders delivered whose placed time falls in the range. `from` and `to` are days ' +
  '(YYYY-MM-DD) in the shop time zone, both included; by default the last 30 days ending today. ' +
  'At most 366 days.';

export const promiseReportRoutes: FastifyPluginAsyncZod<{ promiseReport: PromiseReportService }> = async (
  app,
  { promiseReport },
) => {
  app.get(
    '/api/admin/analytics/promise',
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'Where the minutes go: each leg of delivered orders (median, 90th percentile) by hour, rider and category, the share on time and the slowest orders',
        description: RANGE_DESCRIPTION,
        querystring: promiseReportQuerySchema,
        response: { 200: promiseReportSchema },
      },
    },
    async (request) => promiseReport.report(request.query),
  );

  app.get(
    PROMISE_REPORT_CSV_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'Where the minutes go as a CSV download: one line per delivered delivery order with its times, legs, promise and rider',
        description: `${RANGE_DESCRIPTION} Answers text/csv.`,
        querystring: promiseReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await promiseReport.csv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(lines));
    },
  );
};
