// What "has ordered" means, in one place: every order that was not cancelled, an order still
// awaiting its online payment included. The storefront's first-order offer (customers.repo's
// hasOrdered), a first-order code's check at checkout (checkout.repo) and the staff's view of it
// (discounts.repo) all read this, so the bar never offers a code that checkout would then refuse.
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { orders } from './schema.ts';

/** The condition on `orders` for the customer's orders that count as placed. */
export function ordersPlacedBy(userId: string): SQL {
  return and(eq(orders.userId, userId), ne(orders.status, 'cancelled')) as SQL;
}
