// What the Admin Portal sign-in checks before asking the server: both fields given, and an e-mail
// that looks like one (the server's own address rule), in the server's words.
import { z } from 'zod';
import { staffSignInBodySchema } from '#shared/api/staff.ts';
import { emailSchema } from '#shared/validation.ts';

export const signInFormSchema = z.object({
  email: emailSchema,
  password: staffSignInBodySchema.shape.password,
});
