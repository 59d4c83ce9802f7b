// Staff sign-in, session and account management contract.
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { fullNameSchema, passwordSchema, VALIDATION_MESSAGES } from '../validation.ts';
import { robotCheckSchema } from './customer.ts';

export const staffSignInBodySchema = z.object({
  // Checked in the service (injection patterns first, then the address rule), so only bounded here.
  email: z
    .string({ error: VALIDATION_MESSAGES.required('Email') })
    .max(320)
    .min(1, VALIDATION_MESSAGES.required('Email')),
  password: z
    .string({ error: VALIDATION_MESSAGES.required('Password') })
    .max(200)
    .min(1, VALIDATION_MESSAGES.required('Password')),
  /**
   * Needed only after many failures for the account; the server asks for it with a 428. Solved
   * from GET /api/staff/robot-check?email=, whose work grows with the account's failures.
   */
  robotCheck: robotCheckSchema.optional(),
});

/** Whose sign-in the robot check is for: its work depends on the account's recent failures. */
export const staffRobotCheckQuerySchema = z.object({ email: z.string().max(320) });

export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffSessionResponseSchema = z.object({ user: staffUserSchema });
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const SAME_PASSWORD_MESSAGE = 'Choose a new password: it cannot be the temporary one you were given';

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, VALIDATION_MESSAGES.required('Current password')).max(200),
    newPassword: passwordSchema,
  })
  // The temporary password an admin gave is known to that admin (and whoever saw it passed on):
  // keeping it would defeat the change (docs/product.md#staff-area).
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  });

export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  /** Signs in by phone code (no password): never given a staff role. Decided by the server. */
  customer: z.boolean(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Staff sign-in refused to some addresses, or asking every address for the robot check. */
  signInLock: z
    .object({
      addresses: z.array(z.object({ ipAddress: z.string().nullable(), until: z.string() })),
      checkRequiredUntil: z.string().nullable(),
    })
    .nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const accountsResponseSchema = z.object({
  accounts: z.array(accountSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const createStaffBodySchema = z.object({
  name: fullNameSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, VALIDATION_MESSAGES.required('Email'))
    .max(254)
    .pipe(z.email(VALIDATION_MESSAGES.email('Email'))),
  role: z.enum(STAFF_ROLES, { error: 'Role must be staff, manager or admin' }),
  temporaryPassword: passwordSchema,
});
export type CreateStaffBody = z.infer<typeof createStaffBodySchema>;

export const updateAccountBodySchema = z
  .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, 'Nothing to change');
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;

/** Who made an entry: their name, and their e-mail (staff) or phone (customers). */
export const auditPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** null for the system's own entries and for an account deleted since. */
  actor: auditPersonSchema.nullable(),
  action: z.string(),
  tableName: z.string().nullable(),
  recordId: z.string().nullable(),
  /** The record's own name where there is one (an item's name, an order's number). */
  recordLabel: z.string().nullable(),
  /** What the changed fields held before; null on entries older than this column, and on creations. */
  oldValues: z.unknown(),
  newValues: z.unknown(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogQuerySchema = z.object({
  action: z.string().trim().max(100).optional(),
  /** One person's entries: their user id. */
  userId: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditLogResponseSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** The filters' choices: the staff with an entry in the log, and every action in it. */
  people: z.array(auditPersonSchema),
  actions: z.array(z.string()),
  /** The shop's time zone: the page shows every time on the shop's clock. */
  timeZone: z.string(),
});

export const adminStatsSchema = z.object({
  totalItems: z.number().int(),
  activeItems: z.number().int(),
  featuredItems: z.number().int(),
  categories: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
