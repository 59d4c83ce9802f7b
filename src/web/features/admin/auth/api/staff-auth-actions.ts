import type { StaffSessionResponse } from '../../../../../shared/api/staff';
import { apiRequest } from '../../../../lib/api-client';

export const signInStaff = (email: string, password: string) =>
  apiRequest<StaffSessionResponse>('/api/staff/sign-in', { method: 'POST', body: { email, password } });

export const signOutStaff = () =>
  apiRequest<{ ok: true }>('/api/staff/sign-out', { method: 'POST', body: {} });

export const changeStaffPassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ ok: true }>('/api/staff/password', { method: 'POST', body: { currentPassword, newPassword } });
