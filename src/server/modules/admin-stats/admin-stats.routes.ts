import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '#shared/api/staff.ts';
import type { AdminStatsRepo } from './admin-stats.repo.ts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ stats: AdminStatsRepo }> = async (app, { stats }) => {
  app.get(
    '/api/admin/stats',
    {
      config: { permission: 'stats:view' },
      schema: {
        tags: ['admin'],
        summary: 'Menu counters for the dashboard',
        response: { 200: adminStatsSchema },
      },
    },
    async () => stats.counts(),
  );
};
