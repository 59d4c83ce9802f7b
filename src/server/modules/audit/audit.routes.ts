import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '#shared/api/staff.ts';
import { isCustomerEmail } from '../auth/customer-email.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AuditService } from './audit.service.ts';

const PAGE_SIZE = 50;

/** A person as the log names them: e-mail for staff, phone for customers (their e-mail is made up). */
const personOf = (p: { id: string; name: string; email: string; phone: string | null }) => ({
  id: p.id,
  name: p.name,
  contact: isCustomerEmail(p.email) ? (p.phone ?? '') : p.email,
});

export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditService;
  settings: Pick<SettingsService, 'publicSettings'>;
}> = async (app, { audit, settings }) => {
  app.get(
    '/api/admin/audit-logs',
    {
      config: { permission: 'audit:view' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by person, action or text, with who and what changed',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => {
      const [{ rows, total }, choices, shop] = await Promise.all([
        audit.list({
          action: request.query.action || undefined,
          userId: request.query.userId || undefined,
          search: request.query.search || undefined,
          limit: PAGE_SIZE,
          offset: (request.query.page - 1) * PAGE_SIZE,
        }),
        audit.choices(),
        settings.publicSettings(),
      ]);
      return {
        entries: rows.map(({ actorName, actorEmail, actorPhone, ...r }) => ({
          ...r,
          actor:
            r.userId && actorName !== null && actorEmail !== null
              ? personOf({ id: r.userId, name: actorName, email: actorEmail, phone: actorPhone })
              : null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        pageSize: PAGE_SIZE,
        people: choices.people.map(personOf),
        actions: choices.actions,
        timeZone: shop.hours.timeZone,
      };
    },
  );
};
