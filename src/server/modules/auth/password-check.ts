// Checks a password, and hashes and checks a PIN, with better-auth's own hashing (scrypt with a
// random salt, auth.ts), so the project has one way of keeping secrets. For steps that ask for a
// password again outside sign-in (setting a PIN, docs/product.md#shared-tablets).
import type { Auth } from './auth.ts';

export type Secrets = {
  /** Whether this is the password of the account's credential (email and password) sign-in. */
  passwordMatches(userId: string, password: string): Promise<boolean>;
  hash(secret: string): Promise<string>;
  matches(hash: string, secret: string): Promise<boolean>;
};

export function createSecrets(auth: Auth): Secrets {
  return {
    async passwordMatches(userId, password) {
      const ctx = await auth.$context;
      const accounts = await ctx.internalAdapter.findAccounts(userId);
      const hash = accounts.find((a) => a.providerId === 'credential')?.password;
      return hash ? ctx.password.verify({ hash, password }) : false;
    },
    async hash(secret) {
      return (await auth.$context).password.hash(secret);
    },
    async matches(hash, secret) {
      return (await auth.$context).password.verify({ hash, password: secret });
    },
  };
}
