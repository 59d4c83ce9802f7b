// Erases a customer's personal data in one transaction (docs/product.md#privacy-and-retention).
// The orders stay: a sale's bill is a record the law makes the shop keep. A sale (delivered, or
// paid and then refunded) keeps the name and phone its bill prints, copied onto the order, since
// the account row no longer holds them; its delivery address goes unless the bill must print it.
// An order cancelled before any money moved keeps nothing personal. An account with no orders at
// all is deleted outright; otherwise its row stays, empty, because orders reference it.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { ERASED_CUSTOMER_NAME } from '#shared/api/account-deletion.ts';
import { erasedCustomerEmail, isCustomerEmail } from '../auth/customer-email.ts';

/**
 * From this taxable value a tax invoice to an unregistered buyer must show their address and the
 * delivery address (CGST Rules, rule 46(e)): such a bill keeps its address snapshot.
 */
export const BILL_KEEPS_ADDRESS_FROM_PAISE = 50_000_00;

/** A sale: its bill (or its payment and refund) is kept. */
const IS_SALE = sql.raw(`(status = 'delivered' or paid_at is not null)`);

export type Erasure =
  | { result: 'erased'; salesKept: number; ordersCleared: number; accountRemoved: boolean }
  | { result: 'no-account' | 'not-a-customer' | 'order-in-progress' };

export function createAccountErasureRepo(db: Db) {
  return {
    async erase(userId: string): Promise<Erasure> {
      return db.transaction(async (tx) => {
        // Locks the account against a checkout placing an order meanwhile: an order's insert
        // takes a key-share lock on its account row, which this waits for and then blocks.
        const [account] = await rawRows<{ email: string; name: string; phone: string | null }>(
          tx,
          sql`select email, name, phone_number as phone from users where id = ${userId} for update`,
        );
        if (!account) return { result: 'no-account' };
        if (!isCustomerEmail(account.email)) return { result: 'not-a-customer' };
        const [busy] = await rawRows<{ id: string }>(
          tx,
          sql`select id from orders
              where user_id = ${userId} and status not in ('delivered', 'cancelled') limit 1`,
        );
        if (busy) return { result: 'order-in-progress' };

        const orders = await rawRows<{ sale: boolean }>(
          tx,
          sql`update orders set
                bill_name = case when ${IS_SALE} then ${account.name} end,
                bill_phone = case when ${IS_SALE} then ${account.phone} end,
                address = case
                  when address is null then null
                  when ${IS_SALE} and taxable_paise >= ${BILL_KEEPS_ADDRESS_FROM_PAISE} then address
                  when ${IS_SALE} then jsonb_build_object(
                    'name', address->'name', 'phone', address->'phone', 'address', '')
                  else jsonb_build_object('name', '', 'phone', '', 'address', '')
                end,
                updated_at = now()
              where user_id = ${userId}
              returning ${IS_SALE} as sale`,
        );
        // What the account itself holds. Sessions go with their push subscriptions; queued
        // messages carry the phone they were for.
        await tx.execute(sql`delete from notification_outbox where user_id = ${userId}`);
        await tx.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
        await tx.execute(sql`delete from notification_preferences where user_id = ${userId}`);
        await tx.execute(sql`delete from user_addresses where user_id = ${userId}`);
        await tx.execute(sql`delete from user_profiles where user_id = ${userId}`);
        await tx.execute(sql`delete from sessions where user_id = ${userId}`);
        await tx.execute(sql`delete from accounts where user_id = ${userId}`);
        if (account.phone)
          await tx.execute(
            sql`delete from verifications where identifier = ${`phone-number-otp-${account.phone}`}`,
          );

        const accountRemoved = orders.length === 0;
        if (accountRemoved) await tx.execute(sql`delete from users where id = ${userId}`);
        // The phone is free for a new account (with no history); the row is no one's.
        else
          await tx.execute(sql`update users set
              name = ${ERASED_CUSTOMER_NAME}, email = ${erasedCustomerEmail(userId)},
              phone_number = null, phone_number_verified = false, image = null,
              banned = true, ban_reason = 'Account deleted by the customer', ban_expires = null,
              last_sign_in_at = null, updated_at = now()
            where id = ${userId}`);
        const salesKept = orders.filter((o) => o.sale).length;
        return {
          result: 'erased',
          salesKept,
          ordersCleared: orders.length - salesKept,
          accountRemoved,
        };
      });
    },
  };
}

export type AccountErasureRepo = ReturnType<typeof createAccountErasureRepo>;
