// Who does a staff action, as services see it: the audit context and the role their own rules
// read. A route declares only its route-level permission (the admin guard checks it); a rule that
// depends on the request's content (bulk delete, the category picture folder) lives in the
// service and reads the actor's role.
import { AppError } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { MESSAGES } from '#shared/errors.ts';
import { adminOnly, can, type Permission, type Role } from '#shared/roles.ts';

export type Actor = RequestContext & { userId: string; role: Role };

/**
 * Refuses, in the admin guard's words, a role that lacks the permission: 'Insufficient permissions.
 * Admin access required.' where only admins may (docs/product.md#staff-area), the permission's
 * name otherwise.
 */
export function requireRoleCan(role: Role, permission: Permission): void {
  if (can(role, permission)) return;
  throw new AppError(
    'FORBIDDEN',
    adminOnly(permission) ? MESSAGES.insufficientPermissions : MESSAGES.permissionRequired(permission),
  );
}
