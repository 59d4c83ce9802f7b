import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '#shared/api/staff.ts';
import type { AuditService } from './audit.service.ts';

const PAGE_SIZE = 50;

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit-logs',
    {
      config: { permission: 'audit:view' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by action or text',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await audit.list({
        action: request.query.action || undefined,
        search: request.query.search || undefined,
        limit: PAGE_SIZE,
        offset: (request.query.page - 1) * PAGE_SIZE,
      });
      return {
        entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total,
        pageSize: PAGE_SIZE,
      };
    },
  );
};
