// Customers as the order pad meets them (docs/product.md#staff-take-orders): found by the phone
// number they call from, with their saved addresses, or created on the spot without an SMS.
import { conflict, invalid } from '#server/http/app-error.ts';
import { type CustomerLookup, ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import { phoneCountryProblem } from '#shared/validation.ts';
import { toAddress } from './addresses.service.ts';
import type { CustomersRepo } from './customers.repo.ts';

/**
 * `allowedCountries` (SMS_ALLOWED_COUNTRIES): a customer the pad creates signs in later with the
 * same number, so it follows the sign-in phones' rule.
 */
export function createPadCustomers(customers: CustomersRepo, allowedCountries: readonly string[]) {
  return {
    /** The customer with this phone (already formatted by phoneSchema) and their saved addresses. */
    async lookup(phone: string): Promise<CustomerLookup> {
      const account = await customers.accountWithPhone(phone);
      // A team account's number finds nobody: staff never take an order in a colleague's name.
      if (!account?.isCustomer) return { customer: null, addresses: [] };
      const addresses = (await customers.listAddresses(account.id)).map(toAddress);
      return { customer: { id: account.id, name: account.name, phone }, addresses };
    },

    /** The customer with this phone, created when new (no code sent: the number is not verified). */
    async findOrCreate(phone: string, name: string | undefined): Promise<{ id: string }> {
      const problem = phoneCountryProblem(phone, allowedCountries);
      if (problem) throw invalid(problem, { 'customer.phone': problem });
      const account = await customers.findOrCreateCustomer(phone, name ?? null);
      if (!account.isCustomer)
        throw conflict(ORDER_PAD_MESSAGES.phoneNotCustomer, {
          'customer.phone': ORDER_PAD_MESSAGES.phoneNotCustomer,
        });
      return { id: account.id };
    },
  };
}

export type PadCustomers = ReturnType<typeof createPadCustomers>;
