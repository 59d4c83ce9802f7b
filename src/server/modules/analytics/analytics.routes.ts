import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_CSV_PATH, analyticsQuerySchema, analyticsSchema } from '#shared/api/analytics.ts';
import { BILLS_CSV_PATH } from '#shared/api/billing.ts';
import type { AnalyticsService } from './analytics.service.ts';

const RANGE_DESCRIPTION =
  '`from` and `to` are days (YYYY-MM-DD) in the shop time zone, both included; by default the ' +
  'last 30 days ending today. At most 366 days.';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary: 'Orders, revenue, best sellers and payment totals for a range of days',
        description: RANGE_DESCRIPTION,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => analytics.figures(request.query),
  );

  app.get(
    ANALYTICS_CSV_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'The orders of a range of days as a CSV download with their lines, customer and delivery area (phones masked unless the caller may manage users)',
        description: `${RANGE_DESCRIPTION} Answers text/csv.`,
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await analytics.ordersCsv(request.query, (await request.actor()).role);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(lines));
    },
  );

  app.get(
    BILLS_CSV_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'The bills register of a range of days (by bill date) as a CSV download, in bill-number order, for the accountant',
        description: `${RANGE_DESCRIPTION} Answers text/csv.`,
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, lines } = await analytics.billsCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(lines));
    },
  );
};
