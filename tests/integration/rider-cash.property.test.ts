// The cash ledger against the server (docs/product.md#cash-per-rider): random runs of door
// collections (cash, UPI or card, written as delivered deliveries) and hand-ins through the route, and
// after every step the riders list and the close report agree with the model to the paisa.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiderAccount, ShiftReportRow } from '#shared/api/dispatch.ts';
import { type CashRecord, cashSummary } from '#shared/dispatch/cash-ledger.ts';
import { COLLECT_METHODS, type CollectMethod } from '#shared/dispatch/delivery-rules.ts';
import { toRupees } from '#shared/money.ts';
import { endpointCaller } from '../helpers/call.ts';
import { insertFinishedDelivery } from '../helpers/rider-cash-fixtures.ts';
import { createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.214.${++address % 250}.1` });

beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t, 'manager');
});
afterAll(() => t.close());

type Step =
  | { kind: 'collect'; method: CollectMethod; paise: number }
  | { kind: 'hand_in'; countedPaise: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('collect' as const),
    method: fc.constantFrom(...COLLECT_METHODS),
    paise: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ kind: fc.constant('hand_in' as const), countedPaise: fc.integer({ min: 0, max: 500_000 }) }),
);

async function seen(
  riderId: string,
  shiftId: string,
): Promise<{ account: RiderAccount; row: ShiftReportRow }> {
  const list = await call('GET /api/admin/riders', { cookie: manager });
  const account = (list.json().riders as RiderAccount[]).find((r) => r.id === riderId);
  const report = await call('GET /api/admin/riders/shifts', { cookie: manager });
  const row = (report.json().shifts as ShiftReportRow[]).find((s) => s.shiftId === shiftId);
  if (!account || !row) throw new Error('the rider or the shift is missing');
  return { account, row };
}

describe('cash in hand on the server', () => {
  it('equals the model after every collection and hand-in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (floatPaise, steps) => {
          const rider = await createRider(t, 'Ledger Rider');
          const shiftId = await openShiftDirectly(t, rider.id, floatPaise);
          const records: CashRecord[] = [{ kind: 'float', paise: floatPaise }];
          let variancePaise = 0;
          for (const s of steps) {
            if (s.kind === 'collect') {
              await insertFinishedDelivery(t, {
                riderId: rider.id,
                shiftId,
                collected: { method: s.method, paise: s.paise },
              });
              records.push({ kind: 'collected', method: s.method, paise: s.paise });
            } else {
              const expectedPaise = cashSummary(records).inHandPaise;
              const res = await call('POST /api/admin/riders/:id/hand-ins', {
                cookie: manager,
                params: { id: rider.id },
                body: { counted: toRupees(s.countedPaise), reason: 'Counted at the counter' },
              });
              expect(res.statusCode, res.body).toBe(201);
              expect(res.json()).toMatchObject({
                expected: toRupees(expectedPaise),
                variance: toRupees(s.countedPaise - expectedPaise),
              });
              records.push({ kind: 'handed_in', paise: s.countedPaise });
              variancePaise += s.countedPaise - expectedPaise;
            }
            const model = cashSummary(records);
            const { account, row } = await seen(rider.id, shiftId);
            expect(account.shift).toMatchObject({
              cashInHand: toRupees(model.inHandPaise),
              upiCollected: toRupees(model.upiCollectedPaise),
              cardCollected: toRupees(model.cardCollectedPaise),
            });
            expect(row).toMatchObject({
              float: toRupees(model.floatPaise),
              cashCollected: toRupees(model.cashCollectedPaise),
              upiCollected: toRupees(model.upiCollectedPaise),
              cardCollected: toRupees(model.cardCollectedPaise),
              handedIn: toRupees(model.handedInPaise),
              cashInHand: toRupees(model.inHandPaise),
              variance: toRupees(variancePaise),
            });
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
