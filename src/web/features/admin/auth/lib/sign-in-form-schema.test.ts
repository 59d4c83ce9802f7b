import { describe, expect, it } from 'vitest';
import { signInFormSchema } from './sign-in-form-schema.ts';

const emailError = (email: string) =>
  signInFormSchema.safeParse({ email, password: 'secret' }).error?.issues[0]?.message;

describe('the Admin Portal sign-in form', () => {
  it('asks for an e-mail, and refuses one that is not an address', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('kavya@')).toBe('Email must be a valid email address');
    expect(emailError('staff@example.com')).toBeUndefined();
  });

  it('sends an injection attempt to the server, which logs it', () => {
    expect(emailError("' OR 1=1 --")).toBeUndefined();
    expect(emailError('<script>alert(1)</script>')).toBeUndefined();
  });
});
