// A customer's sign-in by a code sent to their phone, their profile, their addresses, and the
// account deleted.
import type { Challenge } from 'altcha-lib';
import type { z } from 'zod';
import type { DeleteAccountBody, deleteAccountResponseSchema } from '../account-deletion.ts';
import type {
  Address,
  AddressBody,
  addressesResponseSchema,
  CustomerMe,
  CustomerProfile,
  CustomerSession,
  ProfileBody,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  verifyCodeBodySchema,
} from '../customer.ts';
import type { Ok, RobotCheckPayload } from './common.ts';

export interface CustomerEndpoints {
  'GET /api/customer/robot-check': { response: Challenge };
  'POST /api/customer/otp/send': {
    body: Omit<z.input<typeof sendCodeBodySchema>, 'robotCheck'> & { robotCheck: RobotCheckPayload };
    response: z.infer<typeof sendCodeResponseSchema>;
  };
  'POST /api/customer/otp/verify': {
    body: z.input<typeof verifyCodeBodySchema>;
    response: CustomerSession;
  };
  'GET /api/customer/me': { response: CustomerMe };
  'POST /api/customer/sign-out': { response: Ok };
  'PUT /api/customer/profile': { body: ProfileBody; response: CustomerProfile };
  'GET /api/customer/addresses': { response: z.infer<typeof addressesResponseSchema> };
  'POST /api/customer/addresses': { body: AddressBody; response: Address };
  'PATCH /api/customer/addresses/:id': { body: Partial<AddressBody>; response: Address };
  'POST /api/customer/addresses/:id/default': { response: Address };
  'DELETE /api/customer/addresses/:id': { response: Ok };
  'DELETE /api/customer/account': {
    body: DeleteAccountBody;
    response: z.infer<typeof deleteAccountResponseSchema>;
  };
}
