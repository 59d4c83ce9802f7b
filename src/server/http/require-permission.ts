// The server is the authority on roles (docs/product.md#d6-roles-are-enforced-on-the-server): every
// /api/admin route names the permission it needs, and this check runs before the handler. An account still on
// its temporary password may only change it (staff-auth.routes.ts uses requireStaff alone for that).
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/errors.ts';
import { hasRank, isTeamRole, type Permission } from '#shared/roles.ts';
import type { Viewer } from '../modules/auth/staff-auth.service.ts';
import { requireRoleCan } from './actor.ts';
import { AppError } from './app-error.ts';

export async function requireStaff(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.requireViewer();
  if (!hasRank(viewer.role, 'staff')) throw new AppError('FORBIDDEN', MESSAGES.adminPrivilegesRequired);
  return viewer;
}

/** A staff member or a rider: what changing one's own password needs (docs/product.md#riders-and-dispatch). */
export async function requireTeamMember(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.requireViewer();
  if (!isTeamRole(viewer.role)) throw new AppError('FORBIDDEN', MESSAGES.adminPrivilegesRequired);
  return viewer;
}

export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    const viewer = await requireStaff(request);
    if (viewer.mustChangePassword) throw new AppError('FORBIDDEN', MESSAGES.passwordChangeRequired);
    requireRoleCan(viewer.role, permission);
  };
}

/**
 * The rider's own routes (/api/rider, docs/product.md#riders-and-dispatch): a rider account, past its
 * temporary password. Staff are refused too: a rider's taps are the rider's alone.
 */
export async function requireRider(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.requireViewer();
  if (viewer.role !== 'rider') throw new AppError('FORBIDDEN', MESSAGES.riderOnly);
  if (viewer.mustChangePassword) throw new AppError('FORBIDDEN', MESSAGES.passwordChangeRequired);
  return viewer;
}
