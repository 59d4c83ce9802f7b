// The team's accounts: listed, created, changed and unlocked.
import type { z } from 'zod';
import type {
  Account,
  accountsQuerySchema,
  accountsResponseSchema,
  CreateStaffBody,
  UpdateAccountBody,
} from '../staff.ts';

export interface AdminAccountEndpoints {
  'GET /api/admin/users': {
    query: z.output<typeof accountsQuerySchema>;
    response: z.infer<typeof accountsResponseSchema>;
  };
  'POST /api/admin/users': { body: CreateStaffBody; response: Account };
  'PATCH /api/admin/users/:id': { body: UpdateAccountBody; response: Account };
  'POST /api/admin/users/:id/unlock': { response: Account };
}
