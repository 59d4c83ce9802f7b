// The server is the authority on roles (decision D6): every /api/admin route names the
// permission it needs, and this check runs before the handler. An account still on its temporary
// password may only change it (staff-auth.routes.ts uses requireStaff alone for that).
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/errors';
import { can, hasRank, type Permission } from '../../shared/roles';
import type { Viewer } from '../modules/auth/staff-auth.service';
import { AppError } from './app-error';

export async function requireStaff(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
  if (!hasRank(viewer.role, 'staff')) throw new AppError('FORBIDDEN', MESSAGES.adminPrivilegesRequired);
  return viewer;
}

export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    const viewer = await requireStaff(request);
    if (viewer.mustChangePassword) throw new AppError('FORBIDDEN', MESSAGES.passwordChangeRequired);
    if (!can(viewer.role, permission))
      throw new AppError('FORBIDDEN', MESSAGES.permissionRequired(permission));
  };
}
