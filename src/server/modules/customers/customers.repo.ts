import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { ordersPlacedBy } from '#server/db/orders-placed.ts';
import { orders, userAddresses, userProfiles, users } from '#server/db/schema.ts';
import { samePoint } from '#shared/delivery-area/same-point.ts';
import { customerEmailFor, isCustomerEmail } from '../auth/customer-email.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;
export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof userAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** Serialises one customer's address changes (see createAddress). */
async function lockCustomer(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Text as a person means it: case and runs of spaces aside ('Flat  4' is 'flat 4'). */
const folded = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether `values` is an address already saved: every field the same as typed (case and spaces
 * aside), and its point that one's, or either without one.
 */
function sameAddress(row: typeof userAddresses.$inferSelect, values: AddressValues): boolean {
  const fields = ['name', 'phone', 'house', 'address', 'area', 'landmark', 'deliveryNotes'] as const;
  if (!fields.every((field) => folded(row[field]) === folded(values[field]))) return false;
  if (row.latitude === null || row.longitude === null) return true;
  if (values.latitude == null || values.longitude == null) return true;
  return samePoint(
    { lat: row.latitude, lng: row.longitude },
    { lat: values.latitude, lng: values.longitude },
  );
}

/** A customer's account as staff find it by phone (the order pad). */
export type CustomerAccount = {
  id: string;
  name: string | null;
  phone: string;
  isCustomer: boolean;
  /** The number was confirmed with a code (a sign-in); false for an account the pad created. */
  verified: boolean;
};

export function createCustomersRepo(db: Db) {
  /** The account signing in with this phone, with the profile's name (a phone sign-up's account is named after its phone). */
  async function accountWithPhone(
    phoneNumber: string,
    h: Db | Tx = db,
  ): Promise<CustomerAccount | undefined> {
    const [row] = await h
      .select({
        id: users.id,
        email: users.email,
        fullName: userProfiles.fullName,
        verified: users.phoneNumberVerified,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.phoneNumber, phoneNumber));
    return (
      row && {
        id: row.id,
        name: row.fullName,
        phone: phoneNumber,
        isCustomer: isCustomerEmail(row.email),
        verified: row.verified,
      }
    );
  }

  return {
    accountWithPhone,

    /**
     * The customer with this phone, created if there is none (docs/product.md#staff-take-orders):
     * the account and profile a phone sign-up makes, in the same shape (the reserved e-mail, role
     * user), but with the number not verified, since no code was sent: the first sign-in verifies
     * it, and no order SMS goes to it before (queue_customer_notification). Concurrent takes of
     * one new number make one account. Inside `tx` (a staff order's transaction) when given, so an
     * order refused or rolled back leaves no account behind.
     */
    async findOrCreateCustomer(
      phoneNumber: string,
      fullName: string | null,
      tx?: Tx,
    ): Promise<CustomerAccount> {
      const found = await accountWithPhone(phoneNumber, tx);
      if (found) return found;
      const create = async (tx: Tx) => {
        const id = randomUUID();
        const [created] = await tx
          .insert(users)
          .values({
            id,
            name: fullName ?? phoneNumber,
            email: customerEmailFor(phoneNumber),
            phoneNumber,
            phoneNumberVerified: false,
            role: 'user',
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (created)
          await tx
            .insert(userProfiles)
            .values({ userId: id, phoneNumber, fullName, displayName: fullName })
            .onConflictDoNothing();
      };
      if (tx) await create(tx);
      else await db.transaction(create);
      const account = await accountWithPhone(phoneNumber, tx);
      if (!account) throw new Error('customer neither created nor found');
      return account;
    },

    async profileByPhone(phoneNumber: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.phoneNumber, phoneNumber));
      return row;
    },

    /**
     * The account this phone signs in to, if any: what a phone-code sign-in must know before a
     * code goes out or a session opens (whether it is a customer's, and whether it is disabled).
     */
    async accountByPhone(phoneNumber: string): Promise<{ email: string; banned: boolean } | undefined> {
      const [row] = await db
        .select({ email: users.email, banned: users.banned })
        .from(users)
        .where(eq(users.phoneNumber, phoneNumber));
      return row;
    },

    /** Whether the customer has placed an order (db/orders-placed.ts: one awaiting payment counts). */
    async hasOrdered(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(ordersPlacedBy(userId)).limit(1);
      return row !== undefined;
    },

    async profileByUser(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      return row;
    },

    async createProfile(values: {
      userId: string;
      phoneNumber: string;
      fullName: string | null;
    }): Promise<ProfileRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(userProfiles)
          .values({ ...values, displayName: values.fullName })
          .onConflictDoNothing()
          .returning();
        if (values.fullName)
          await tx.update(users).set({ name: values.fullName }).where(eq(users.id, values.userId));
        if (row) return row;
        // A concurrent verify created it first: use that one.
        const [existing] = await tx
          .select()
          .from(userProfiles)
          .where(eq(userProfiles.phoneNumber, values.phoneNumber));
        if (!existing) throw new Error('profile neither created nor found');
        return existing;
      });
    },

    /** The customer's name on the profile and on the account; undefined when there is no profile. */
    async renameCustomer(userId: string, fullName: string): Promise<ProfileRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(userProfiles)
          .set({ fullName, displayName: fullName, updatedAt: new Date() })
          .where(eq(userProfiles.userId, userId))
          .returning();
        if (row) await tx.update(users).set({ name: fullName }).where(eq(users.id, userId));
        return row;
      });
    },

    /** When the account last signed in, as the admin users list shows it (staff do the same at sign-in). */
    async markSignedIn(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
    },

    /** Default first, then newest (docs/product.md#addresses-and-location). */
    listAddresses(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt));
    },

    async addressOf(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(userAddresses)
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
      return row;
    },

    /**
     * Inserts unless the customer already has `max`; the first address is always the default, and
     * when the new one is default the others lose it first. The customer's row is locked for the
     * transaction, so concurrent saves (a double tap, two devices) are counted one after another
     * and never leave two defaults.
     */
    async createAddress(userId: string, values: AddressValues, max: number): Promise<AddressRow | 'full'> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        // The same address again (a guest's addresses saved at sign-in, then the one typed at
        // checkout) is the one already saved, given the point it lacked, never a second copy. Only
        // when the new one adds nothing: another area, landmark, note or door is another address.
        const mine = await tx.select().from(userAddresses).where(eq(userAddresses.userId, userId));
        const same = mine.find((row) => sameAddress(row, values));
        if (same) {
          const fillPoint = same.latitude === null && values.latitude != null && values.longitude != null;
          const makeDefault = values.isDefault === true && !same.isDefault;
          // Saved again under a name ('Work' for what was 'Home'): the newer name is the one meant.
          const rename = values.label != null && values.label !== same.label;
          if (!fillPoint && !makeDefault && !rename) return same;
          if (makeDefault)
            await tx
              .update(userAddresses)
              .set({ isDefault: false, updatedAt: new Date() })
              .where(eq(userAddresses.userId, userId));
          const [kept] = await tx
            .update(userAddresses)
            .set({
              ...(fillPoint ? { latitude: values.latitude, longitude: values.longitude } : {}),
              ...(makeDefault ? { isDefault: true } : {}),
              ...(rename ? { label: values.label } : {}),
              updatedAt: new Date(),
            })
            .where(eq(userAddresses.id, same.id))
            .returning();
          return kept ?? same;
        }
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(userAddresses)
          .where(eq(userAddresses.userId, userId));
        if (n >= max) return 'full';
        const isDefault = n === 0 || values.isDefault === true;
        if (isDefault)
          await tx
            .update(userAddresses)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(eq(userAddresses.userId, userId));
        const [row] = await tx
          .insert(userAddresses)
          .values({ ...values, isDefault, userId })
          .returning();
        if (!row) throw new Error('address not inserted');
        return row;
      });
    },

    async updateAddress(
      userId: string,
      id: string,
      values: Partial<AddressValues>,
    ): Promise<AddressRow | undefined> {
      return db.transaction(async (tx) => {
        // Ownership first: another customer's id must change nothing at all.
        const [owned] = await tx
          .select({ id: userAddresses.id })
          .from(userAddresses)
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
        if (!owned) return undefined;
        // The default moves by making another address the default, never by unsetting it: a
        // customer with addresses always has one (isDefault false on its own changes nothing).
        const { isDefault, ...rest } = values;
        if (isDefault) {
          await lockCustomer(tx, userId);
          await tx
            .update(userAddresses)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id)));
        }
        const [row] = await tx
          .update(userAddresses)
          .set({ ...rest, ...(isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
          .returning();
        return row;
      });
    },

    /** Deleting the default makes the newest remaining address the default. */
    async deleteAddress(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const [deleted] = await tx
          .delete(userAddresses)
          .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
          .returning({ isDefault: userAddresses.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [next] = await tx
            .select({ id: userAddresses.id })
            .from(userAddresses)
            .where(eq(userAddresses.userId, userId))
            .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
            .limit(1);
          if (next)
            await tx
              .update(userAddresses)
              .set({ isDefault: true, updatedAt: new Date() })
              .where(eq(userAddresses.id, next.id));
        }
        return true;
      });
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
