// Customers as the order pad meets them (docs/product.md#staff-take-orders): found by the phone
// number they call from, with their saved addresses, or created on the spot without an SMS.
import type { Tx } from '#server/db/database.ts';
import { conflict, invalid } from '#server/http/app-error.ts';
import { type CustomerLookup, ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import { phoneCountryProblem } from '#shared/validation.ts';
import { toAddress } from './addresses.service.ts';
import type { CustomersRepo } from './customers.repo.ts';

/**
 * `allowedCountries` (SMS_ALLOWED_COUNTRIES): a customer the pad creates signs in later with the
 * same number, so it follows the sign-in phones' rule.
 */
/** A team account's number: staff never take an order in a colleague's name. */
const teamAccount = () =>
  conflict(ORDER_PAD_MESSAGES.phoneNotCustomer, { 'customer.phone': ORDER_PAD_MESSAGES.phoneNotCustomer });

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

    /**
     * The customer with this phone as the shop knows them before this order (null: a new number,
     * created with the order by createIn).
     */
    async find(phone: string): Promise<{ id: string } | null> {
      const problem = phoneCountryProblem(phone, allowedCountries);
      if (problem) throw invalid(problem, { 'customer.phone': problem });
      const account = await customers.accountWithPhone(phone);
      if (!account) return null;
      if (!account.isCustomer) throw teamAccount();
      return { id: account.id };
    },

    /**
     * The customer with this phone, created when new (no code sent: the number is not verified),
     * inside the order's transaction `tx`: an order refused or rolled back leaves no account.
     */
    async createIn(tx: Tx, phone: string, name: string | undefined): Promise<{ id: string }> {
      const account = await customers.findOrCreateCustomer(phone, name ?? null, tx);
      if (!account.isCustomer) throw teamAccount();
      return { id: account.id };
    },
  };
}

export type PadCustomers = ReturnType<typeof createPadCustomers>;
