// Managers' rider routes (docs/product.md#rider-accounts-and-shifts, docs/product.md#cash-per-rider):
// accounts made with a temporary password, shifts with a float (one open per rider, even with two
// managers at once), hand-ins against the records with a reason for a variance, the close report
// and its CSV, and the dispatch settings.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, deliveries } from '#server/db/schema.ts';
import { EMAIL_TAKEN } from '#server/modules/riders/riders.service.ts';
import type { RiderAccount, ShiftReportResponse } from '#shared/api/dispatch.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { DEFAULT_DISPATCH } from '#shared/dispatch/dispatch-settings.ts';
import { MESSAGES } from '#shared/errors.ts';
import { endpointCaller } from '../helpers/call.ts';
import {
  insertDeliveryOrder,
  insertFinishedDelivery,
  insertReadyEvent,
} from '../helpers/rider-cash-fixtures.ts';
import { assignDirectly, createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let staff: string;
let admin: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.211.${++address % 250}.1` });

beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t, 'manager');
  staff = await sessionFor(t, 'staff');
  admin = await sessionFor(t, 'admin');
});
afterAll(() => t.close());

const TEMPORARY = 'Temp@12345';

async function newRiderAccount(name = 'Meera Pawar'): Promise<RiderAccount> {
  const email = `meera-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await call('POST /api/admin/riders', {
    cookie: manager,
    body: { name, email, phone: '+919876512345', temporaryPassword: TEMPORARY },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function audited(action: string, recordId: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)));
}

async function riderInList(id: string): Promise<RiderAccount> {
  const res = await call('GET /api/admin/riders', { cookie: manager });
  expect(res.statusCode).toBe(200);
  const rider = (res.json().riders as RiderAccount[]).find((r) => r.id === id);
  if (!rider) throw new Error(`rider ${id} not listed`);
  return rider;
}

describe('rider accounts', () => {
  it('creates a rider with a temporary password that must be changed before the rider acts', async () => {
    const rider = await newRiderAccount();
    expect(rider).toMatchObject({
      name: 'Meera Pawar',
      phone: '+919876512345',
      disabled: false,
      shift: null,
    });
    expect(await audited('riders.created', rider.id)).toHaveLength(1);

    const cookie = await signInStaff(t, rider.email, TEMPORARY, '10.212.0.1');
    const session = await call('GET /api/staff/session', { cookie });
    expect(session.json().user).toMatchObject({ role: 'rider', mustChangePassword: true });
    // Any write but the change itself is refused while the password is the manager's.
    const refused = await call('PUT /api/staff/pin', { cookie, body: { pin: '2468' } as never });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.passwordChangeRequired);

    const changed = await call('POST /api/staff/password', {
      cookie,
      body: { currentPassword: TEMPORARY, newPassword: 'Rider@98765' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await signInStaff(t, rider.email, 'Rider@98765', '10.212.0.2');
    const after = await call('GET /api/staff/session', { cookie: again });
    expect(after.json().user).toMatchObject({ role: 'rider', mustChangePassword: false });
    // And the new rider is listed with the others.
    expect((await riderInList(rider.id)).email).toBe(rider.email);
  });

  it('is for managers and admins: staff and riders are refused', async () => {
    const rider = await createRider(t);
    for (const cookie of [staff, rider.cookie]) {
      expect((await call('GET /api/admin/riders', { cookie })).statusCode).toBe(403);
      const res = await call('POST /api/admin/riders', {
        cookie,
        body: { name: 'X Y', email: 'x@example.com', phone: '+919876512345', temporaryPassword: TEMPORARY },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET /api/admin/riders', { cookie: admin })).statusCode).toBe(200);
  });

  it('refuses a taken email in the users module’s words, and a customer’s address', async () => {
    const rider = await newRiderAccount();
    const body = { name: 'Other', email: rider.email, phone: '+919876512345', temporaryPassword: TEMPORARY };
    const taken = await call('POST /api/admin/riders', { cookie: manager, body });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(EMAIL_TAKEN);
    const staffTaken = await call('POST /api/admin/riders', {
      cookie: manager,
      body: { ...body, email: 'staff@example.com' },
    });
    expect(staffTaken.statusCode).toBe(409);
    const customer = await call('POST /api/admin/riders', {
      cookie: manager,
      body: { ...body, email: 'phone-919876512345@customers.chai-express.invalid' },
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().error.message).toBe(MESSAGES.reservedEmail);
  });

  it('changes a rider’s phone, 404s for a staff account, and disables only an empty-handed rider', async () => {
    const rider = await createRider(t);
    const phone = await call('PATCH /api/admin/riders/:id', {
      cookie: manager,
      params: { id: rider.id },
      body: { phone: '+919811122233' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().phone).toBe('+919811122233');
    expect(await audited('riders.updated', rider.id)).toHaveLength(1);

    const staffRow = await call('GET /api/staff/session', { cookie: staff });
    const notRider = await call('PATCH /api/admin/riders/:id', {
      cookie: manager,
      params: { id: staffRow.json().user.id },
      body: { disabled: true },
    });
    expect(notRider.statusCode).toBe(404);

    const shiftId = await openShiftDirectly(t, rider.id);
    const deliveryId = await assignDirectly(t, await insertDeliveryOrder(t, 'ready'), rider.id, shiftId);
    const carrying = await call('PATCH /api/admin/riders/:id', {
      cookie: manager,
      params: { id: rider.id },
      body: { disabled: true },
    });
    expect(carrying.statusCode).toBe(409);
    expect(carrying.json().error.message).toBe(DISPATCH_MESSAGES.shiftHasDeliveries);

    // Taken off the rider (the board's route does this; here the row is written directly).
    await t.database.db.update(deliveries).set({ status: 'withdrawn' }).where(eq(deliveries.id, deliveryId));
    const disabled = await call('PATCH /api/admin/riders/:id', {
      cookie: manager,
      params: { id: rider.id },
      body: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabled).toBe(true);
    expect(await audited('riders.disabled', rider.id)).toHaveLength(1);
    // Signed out at once.
    expect((await call('GET /api/staff/session', { cookie: rider.cookie })).statusCode).toBe(401);
  });
});

describe('shifts', () => {
  it('opens with a float, refuses a second, and closes with the figures', async () => {
    const rider = await createRider(t);
    const opened = await call('POST /api/admin/riders/:id/shift', {
      cookie: manager,
      params: { id: rider.id },
      body: { float: 500 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().shift).toMatchObject({ float: 500, cashInHand: 500, deliveries: 0, carrying: 0 });
    const shiftId = opened.json().shift.id as string;
    const [entry] = await audited('riders.shift_opened', shiftId);
    expect(entry?.newValues).toMatchObject({ riderId: rider.id, float: 500 });

    const second = await call('POST /api/admin/riders/:id/shift', {
      cookie: manager,
      params: { id: rider.id },
      body: { float: 100 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(DISPATCH_MESSAGES.shiftAlreadyOpen);

    const closed = await call('POST /api/admin/riders/:id/shift/close', {
      cookie: manager,
      params: { id: rider.id },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ shiftId, riderId: rider.id, float: 500, cashInHand: 500 });
    expect(closed.json().closedAt).not.toBeNull();
    expect(await audited('riders.shift_closed', shiftId)).toHaveLength(1);

    const none = await call('POST /api/admin/riders/:id/shift/close', {
      cookie: manager,
      params: { id: rider.id },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(DISPATCH_MESSAGES.noOpenShift);
  });

  it('opens one shift when two managers open at the same moment', async () => {
    const rider = await createRider(t);
    const other = await signInStaff(t, 'admin@example.com', undefined, '10.213.0.9');
    const answers = await Promise.all(
      [manager, other].map((cookie) =>
        call('POST /api/admin/riders/:id/shift', { cookie, params: { id: rider.id }, body: { float: 200 } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(lost?.json().error.message).toBe(DISPATCH_MESSAGES.shiftAlreadyOpen);
  });

  it('refuses to close while the rider carries an order, and a disabled rider’s shift', async () => {
    const rider = await createRider(t);
    const shiftId = await openShiftDirectly(t, rider.id);
    await assignDirectly(t, await insertDeliveryOrder(t, 'ready'), rider.id, shiftId);
    const res = await call('POST /api/admin/riders/:id/shift/close', {
      cookie: manager,
      params: { id: rider.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DISPATCH_MESSAGES.shiftHasDeliveries);

    const off = await createRider(t);
    await call('PATCH /api/admin/riders/:id', {
      cookie: manager,
      params: { id: off.id },
      body: { disabled: true },
    });
    const disabled = await call('POST /api/admin/riders/:id/shift', {
      cookie: manager,
      params: { id: off.id },
      body: { float: 0 },
    });
    expect(disabled.statusCode).toBe(409);
  });

  it('answers 404 for an id that is no rider, and 400 for a bad float', async () => {
    const missing = await call('POST /api/admin/riders/:id/shift', {
      cookie: manager,
      params: { id: 'nobody' },
      body: { float: 0 },
    });
    expect(missing.statusCode).toBe(404);
    const rider = await createRider(t);
    const bad = await call('POST /api/admin/riders/:id/shift', {
      cookie: manager,
      params: { id: rider.id },
      body: { float: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('hand-ins', () => {
  it('expects the cash in hand, and asks a reason when the count differs', async () => {
    const rider = await createRider(t);
    const shiftId = await openShiftDirectly(t, rider.id, 50_000);
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      collected: { method: 'cash', paise: 23_450 },
    });
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      collected: { method: 'upi', paise: 10_000 },
    });
    // Card on the shop's machine: shown, never in the rider's hand.
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      collected: { method: 'card', paise: 5_000 },
    });
    expect((await riderInList(rider.id)).shift).toMatchObject({
      float: 500,
      cashCollected: 234.5,
      upiCollected: 100,
      cardCollected: 50,
      cashInHand: 734.5,
      deliveries: 3,
    });

    const short = await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 700 },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(DISPATCH_MESSAGES.varianceReason);

    const withReason = await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 700, reason: 'Change given twice' },
    });
    expect(withReason.statusCode, withReason.body).toBe(201);
    expect(withReason.json()).toMatchObject({ expected: 734.5, counted: 700, variance: -34.5 });
    const [entry] = await audited('riders.cash_handed_in', withReason.json().id);
    expect(entry?.newValues).toMatchObject({ expected: 734.5, counted: 700, variance: -34.5 });
    // The shortfall stays in hand: owed by the rider.
    expect((await riderInList(rider.id)).shift?.cashInHand).toBe(34.5);

    const exact = await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 34.5 },
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json()).toMatchObject({ expected: 34.5, variance: 0, reason: null });
    expect((await riderInList(rider.id)).shift?.cashInHand).toBe(0);
  });

  it('decides two hand-ins at once one after the other: the second expects what the first left', async () => {
    const rider = await createRider(t);
    await openShiftDirectly(t, rider.id, 30_000);
    const answers = await Promise.all(
      [manager, admin].map((cookie) =>
        call('POST /api/admin/riders/:id/hand-ins', {
          cookie,
          params: { id: rider.id },
          body: { counted: 200, reason: 'Counted at the counter' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const expected = answers.map((a) => a.json().expected as number).sort((a, b) => a - b);
    expect(expected).toEqual([100, 300]);
    expect((await riderInList(rider.id)).shift?.cashInHand).toBe(-100);
  });

  it('refuses a hand-in without an open shift', async () => {
    const rider = await createRider(t);
    const res = await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 0 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DISPATCH_MESSAGES.noOpenShift);
  });
});

describe('the shift close report', () => {
  it('adds up each rider’s shift, with the median minutes from the shelf to the door, and its CSV', async () => {
    const rider = await createRider(t, '=Sunil Jadhav');
    const shiftId = await openShiftDirectly(t, rider.id, 20_000);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    // Packed 40 minutes ago, at the door 30 later: 30 minutes.
    const first = await insertDeliveryOrder(t, 'delivered', 15_000);
    await insertReadyEvent(t, first, minutesAgo(40));
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      orderId: first,
      collected: { method: 'cash', paise: 15_000 },
      pickedUpAt: minutesAgo(35),
      finishedAt: minutesAgo(10),
    });
    // Packed 20 minutes ago, delivered 8 minutes later: 8.
    const second = await insertDeliveryOrder(t, 'delivered', 9_000);
    await insertReadyEvent(t, second, minutesAgo(20));
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      orderId: second,
      collected: { method: 'upi', paise: 9_000 },
      finishedAt: minutesAgo(12),
    });
    // Sent from preparing (no ready event): from the pick-up, 12 minutes. Paid by card at the door.
    await insertFinishedDelivery(t, {
      riderId: rider.id,
      shiftId,
      collected: { method: 'card', paise: 5_000 },
      pickedUpAt: minutesAgo(14),
      finishedAt: minutesAgo(2),
    });
    await insertFinishedDelivery(t, { riderId: rider.id, shiftId, status: 'failed' });
    await call('POST /api/admin/riders/:id/hand-ins', {
      cookie: manager,
      params: { id: rider.id },
      body: { counted: 340, reason: 'Short' },
    });

    const res = await call('GET /api/admin/riders/shifts', { cookie: manager });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ShiftReportResponse;
    expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const row = report.shifts.find((s) => s.shiftId === shiftId);
    expect(row).toMatchObject({
      riderName: '=Sunil Jadhav',
      deliveries: 3,
      failedDeliveries: 1,
      float: 200,
      cashCollected: 150,
      upiCollected: 90,
      cardCollected: 50,
      handedIn: 340,
      cashInHand: 10,
      variance: -10,
      medianReadyToDoorMinutes: 12,
    });

    const other = await call('GET /api/admin/riders/shifts', {
      cookie: manager,
      query: { date: '2020-01-01' },
    });
    expect(other.json()).toEqual({ date: '2020-01-01', shifts: [] });
    const wrong = await call('GET /api/admin/riders/shifts', {
      cookie: manager,
      query: { date: '2026-02-30' },
    });
    expect(wrong.statusCode).toBe(400);

    const csv = await call.url('GET', `/api/admin/riders/shifts.csv?date=${report.date}`, {
      cookie: manager,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="rider-shifts-${report.date}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('"Rider"');
    const line = lines.find((l) => l.startsWith(`"'=Sunil Jadhav"`));
    expect(line, 'the name is made inert').toBeDefined();
    expect(line).toContain(',3,1,200.00,150.00,90.00,50.00,340.00,10.00,-10.00,0.00,0.00,12');
    expect((await call.url('GET', '/api/admin/riders/shifts.csv', { cookie: staff })).statusCode).toBe(403);
  });
});

describe('dispatch settings', () => {
  it('reads the defaults, saves, audits, and is for settings managers', async () => {
    const before = await call('GET /api/admin/settings/dispatch', { cookie: admin });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULT_DISPATCH);

    const saved = await call('PUT /api/admin/settings/dispatch', {
      cookie: admin,
      body: { autoAssign: true, customerCalls: 'shop' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET /api/admin/settings/dispatch', { cookie: admin })).json()).toEqual({
      autoAssign: true,
      customerCalls: 'shop',
    });
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.dispatch'));
    expect(entries.at(-1)?.newValues).toEqual({ autoAssign: true, customerCalls: 'shop' });

    const bad = await call('PUT /api/admin/settings/dispatch', {
      cookie: admin,
      body: { autoAssign: 'yes', customerCalls: 'shop' } as never,
    });
    expect(bad.statusCode).toBe(400);
    const refused = await call('GET /api/admin/settings/dispatch', { cookie: staff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).not.toBe(MESSAGES.passwordChangeRequired);
  });
});
