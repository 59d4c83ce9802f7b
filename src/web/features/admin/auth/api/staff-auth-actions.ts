import type { StaffSessionResponse } from '../../../../../shared/api/staff';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';
import type { RobotCheckPayload } from '../../../../lib/robot-check';

const signInOnce = (email: string, password: string, robotCheck?: RobotCheckPayload) =>
  apiRequest<StaffSessionResponse>('/api/staff/sign-in', {
    method: 'POST',
    body: robotCheck ? { email, password, robotCheck } : { email, password },
  });

/**
 * Signs in; when the server asks for the robot check (many failures for this account from many
 * addresses), solves it out of sight and tries once more. The solver loads only then.
 */
export async function signInStaff(email: string, password: string): Promise<StaffSessionResponse> {
  try {
    return await signInOnce(email, password);
  } catch (failure) {
    if (!(failure instanceof ApiRequestError && failure.fields?.robotCheck)) throw failure;
    const { runRobotCheck } = await import('../../../../lib/robot-check');
    return signInOnce(email, password, await runRobotCheck());
  }
}

export const signOutStaff = () =>
  apiRequest<{ ok: true }>('/api/staff/sign-out', { method: 'POST', body: {} });

export const changeStaffPassword = (currentPassword: string, newPassword: string) =>
  apiRequest<{ ok: true }>('/api/staff/password', { method: 'POST', body: { currentPassword, newPassword } });
