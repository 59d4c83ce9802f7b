// Riders for tests (docs/product.md#riders-and-dispatch): an account of its own per test, signed in
// through the real staff sign-in, and rows written directly where a test is about what comes after
// them (a shift already open, an order already given to a rider).
import { randomUUID } from 'node:crypto';
import { deliveries, riderProfiles, riderShifts } from '#server/db/schema.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { signInStaff } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

export type TestRider = { id: string; email: string; name: string; phone: string; cookie: string };

let made = 0;

/** A new rider account with a phone, signed in (from its own address, so sign-in limits never meet). */
export async function createRider(t: TestApp, name = 'Test Rider'): Promise<TestRider> {
  made++;
  const email = `rider-${randomUUID().slice(0, 8)}@example.com`;
  const phone = `+9198765${String(10000 + (made % 90000)).padStart(5, '0')}`;
  const id = await createUsersRepo(t.database.db).createWithPassword({
    email,
    name,
    role: 'rider',
    password: DEMO_PASSWORD,
  });
  await t.database.db.insert(riderProfiles).values({ userId: id, phone });
  const cookie = await signInStaff(t, email, DEMO_PASSWORD, `10.202.${made % 250}.${(made % 200) + 1}`);
  return { id, email, name, phone, cookie };
}

/** Opens a shift for the rider directly (the manager's route is tested on its own). */
export async function openShiftDirectly(t: TestApp, riderId: string, floatPaise = 0): Promise<string> {
  const [row] = await t.database.db
    .insert(riderShifts)
    .values({ riderId, floatPaise })
    .returning({ id: riderShifts.id });
  return row!.id;
}

/** Gives the order to the rider directly, as an assignment would: an 'assigned' delivery. */
export async function assignDirectly(
  t: TestApp,
  orderId: string,
  riderId: string,
  shiftId: string,
): Promise<string> {
  const [row] = await t.database.db
    .insert(deliveries)
    .values({ orderId, riderId, shiftId })
    .returning({ id: deliveries.id });
  return row!.id;
}
