// Wires the customer's side of accounts: phone sign-in and saved addresses.
import { createSharedCounter } from '../http/shared-rate-limit-store.ts';
import { createPhoneCodesRepo } from '../modules/auth/phone-codes.repo.ts';
import { createAddressesService } from '../modules/customers/addresses.service.ts';
import { createCustomerAuthService } from '../modules/customers/customer-auth.service.ts';
import { createCustomersRepo } from '../modules/customers/customers.repo.ts';
import type { Accounts } from './accounts.ts';
import type { Core } from './core.ts';

export function wireCustomers(
  { db, env, log, redis, audit, sessionsEnded }: Core,
  accounts: Pick<Accounts, 'auth' | 'sessionsRepo' | 'robotCheck'>,
) {
  const customers = createCustomersRepo(db);
  const customerAuth = createCustomerAuthService({
    auth: accounts.auth,
    audit,
    customers,
    sessions: accounts.sessionsRepo,
    phoneCodes: createPhoneCodesRepo(db),
    robotCheck: accounts.robotCheck,
    sessionsEnded,
    allowedCountries: env.smsAllowedCountries,
    sendsPerAddress: { max: env.otpSendsPerIpPer5Min, counter: createSharedCounter(redis) },
    log,
  });
  const addresses = createAddressesService(customers, env.smsAllowedCountries);
  return { customers, customerAuth, addresses };
}
