// Staff sign-in, their session, and their password.
import type { Challenge } from 'altcha-lib';
import type { z } from 'zod';
import type {
  changePasswordBodySchema,
  StaffSessionResponse,
  staffRobotCheckQuerySchema,
  staffSignInBodySchema,
} from '../staff.ts';
import type { Ok, RobotCheckPayload } from './common.ts';

export interface StaffSignInEndpoints {
  'POST /api/staff/sign-in': {
    body: Omit<z.input<typeof staffSignInBodySchema>, 'robotCheck'> & { robotCheck?: RobotCheckPayload };
    response: StaffSessionResponse;
  };
  'GET /api/staff/robot-check': { query: z.output<typeof staffRobotCheckQuerySchema>; response: Challenge };
  'GET /api/staff/session': { response: StaffSessionResponse };
  'POST /api/staff/sign-out': { response: Ok };
  'POST /api/staff/password': { body: z.input<typeof changePasswordBodySchema>; response: Ok };
}
