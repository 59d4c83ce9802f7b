// What the Admin Portal sign-in checks before asking the server: both fields given, and an e-mail
// that looks like one (the server's own address rule), in the server's words. A value that looks
// like an injection attempt goes to the server all the same: it logs the attempt as a security
// event and answers 'Invalid email or password' (docs/product.md#staff-area).
import { z } from 'zod';
import { staffSignInBodySchema } from '#shared/api/staff.ts';
import { looksLikeInjection } from '#shared/injection.ts';
import { emailSchema, VALIDATION_MESSAGES } from '#shared/validation.ts';

export const signInFormSchema = z.object({
  email: z
    .string({ error: VALIDATION_MESSAGES.required('Email') })
    .trim()
    .min(1, VALIDATION_MESSAGES.required('Email'))
    .refine(
      (typed) => looksLikeInjection(typed) || emailSchema.safeParse(typed).success,
      VALIDATION_MESSAGES.email('Email'),
    ),
  password: staffSignInBodySchema.shape.password,
});
