// A refund recorded as failed that the gateway later says it made (failed -> processed) is counted
// on the next open day when its own day's close already stands, never on the closed day, where no
// close would count it (migration 0019; docs/product.md#the-day-close).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('a refund that settles after its day closed', () => {
  it('moves to the next open day as it turns processed, and stays when its day is open', async () => {
    const [order] = await rows<{ id: string }>(sql`
      insert into orders (order_number, idempotency_key, channel, order_type, subtotal_paise, total_paise, shop_day)
      values ('KCH990001', 'settles-1', 'counter', 'pickup', 10000, 10000, '2026-11-20') returning id`);
    const refund = async (day: string) =>
      (
        await rows<{ id: string }>(sql`
          insert into refunds (order_id, amount_paise, reason, method, gateway_payment_id, status, shop_day)
          values (${order?.id}, 5000, 'test', 'gateway', ${`pay_${day}`}, 'failed', ${day}) returning id`)
      )[0]?.id;
    const closed = await refund('2026-11-20');
    const open = await refund('2026-11-22');
    await t.database.db.execute(sql`
      insert into day_closes (shop_day, opening_float_paise, expected_cash_paise, counted_cash_paise, figures)
      values ('2026-11-20', 0, 0, 0, '{}'), ('2026-11-21', 0, 0, 0, '{}')`);
    await t.database.db.execute(sql`update refunds set status = 'processed' where order_id = ${order?.id}`);
    const days = await rows<{ id: string; shop_day: string }>(
      sql`select id, shop_day::text from refunds where order_id = ${order?.id}`,
    );
    const dayOf = (id: string | undefined) => days.find((d) => d.id === id)?.shop_day;
    // Its day and the next are closed: the first open day after them.
    expect(dayOf(closed)).toBe('2026-11-22');
    expect(dayOf(open)).toBe('2026-11-22');
  });
});
