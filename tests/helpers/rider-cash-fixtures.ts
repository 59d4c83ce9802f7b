// Orders and deliveries written straight into the database for tests about what riders carried and
// collected (docs/product.md#cash-per-rider): the routes that make them are tested on their own.
import { randomUUID } from 'node:crypto';
import { deliveries, orderStatusEvents, orders, users } from '#server/db/schema.ts';
import type { CollectMethod, DeliveryStatus } from '#shared/dispatch/delivery-rules.ts';
import { deliveryAddress } from './delivery-address.ts';
import type { TestApp } from './test-app.ts';

// One customer per app: test files share this module within a worker (vitest does not isolate
// them), and each app has a database of its own.
const customerOf = new WeakMap<TestApp, Promise<string>>();
let numbered = 0;

function customer(t: TestApp): Promise<string> {
  let id = customerOf.get(t);
  if (!id) {
    const made = `cash-customer-${randomUUID().slice(0, 8)}`;
    id = t.database.db
      .insert(users)
      .values({ id: made, name: 'Asha', email: `${made}@cash.test`, phoneNumber: null })
      .then(() => made);
    customerOf.set(t, id);
  }
  return id;
}

/** A delivery order paid at the door, in the given status. */
export async function insertDeliveryOrder(
  t: TestApp,
  status: 'preparing' | 'ready' | 'out_for_delivery' | 'delivered' = 'out_for_delivery',
  totalPaise = 10_000,
): Promise<string> {
  numbered++;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `KCR${String(numbered).padStart(6, '0')}${randomUUID().slice(0, 4)}`,
      userId: await customer(t),
      idempotencyKey: randomUUID(),
      status,
      paymentMethod: 'cod',
      orderType: 'delivery',
      address: deliveryAddress({ name: 'Asha Kulkarni', phone: '+919890011111' }),
      subtotalPaise: totalPaise,
      taxablePaise: totalPaise,
      totalPaise,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** The order's 'ready' status event at `at` (the order was packed then). */
export async function insertReadyEvent(t: TestApp, orderId: string, at: Date) {
  await t.database.db
    .insert(orderStatusEvents)
    .values({ orderId, fromStatus: 'preparing', toStatus: 'ready', createdAt: at });
}

/** A finished delivery of the shift, with what the rider collected at the door. */
export async function insertFinishedDelivery(
  t: TestApp,
  input: {
    riderId: string;
    shiftId: string;
    status?: Extract<DeliveryStatus, 'delivered' | 'failed'>;
    collected?: { method: CollectMethod; paise: number };
    pickedUpAt?: Date;
    finishedAt?: Date;
    orderId?: string;
  },
): Promise<{ id: string; orderId: string }> {
  const orderId = input.orderId ?? (await insertDeliveryOrder(t, 'delivered', input.collected?.paise));
  const finishedAt = input.finishedAt ?? new Date();
  const [row] = await t.database.db
    .insert(deliveries)
    .values({
      orderId,
      riderId: input.riderId,
      shiftId: input.shiftId,
      status: input.status ?? 'delivered',
      pickedUpAt: input.pickedUpAt ?? finishedAt,
      finishedAt,
      ...(input.collected
        ? {
            collectedMethod: input.collected.method,
            collectedPaise: input.collected.paise,
            collectedAt: finishedAt,
          }
        : {}),
    })
    .returning({ id: deliveries.id });
  return { id: row!.id, orderId };
}
