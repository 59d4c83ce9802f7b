import type { RobotCheckPayload } from '#shared/api/endpoints.ts';
import type { StaffSessionResponse } from '#shared/api/staff.ts';
import { api } from '#web/lib/api.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';

const signInOnce = (email: string, password: string, robotCheck?: RobotCheckPayload) =>
  api('POST /api/staff/sign-in', {
    body: robotCheck ? { email, password, robotCheck } : { email, password },
  });

/**
 * Signs in; when the server asks for the robot check (many failures for this account from many
 * addresses), solves it out of sight and tries once more. The solver loads only then. The check is
 * the account's own: the more failures it meets, the longer it takes.
 */
export async function signInStaff(email: string, password: string): Promise<StaffSessionResponse> {
  try {
    return await signInOnce(email, password);
  } catch (failure) {
    if (!(failure instanceof ApiRequestError && failure.fields?.robotCheck)) throw failure;
    const { runRobotCheck } = await import('#web/lib/robot-check.ts');
    return signInOnce(email, password, await runRobotCheck(email));
  }
}
