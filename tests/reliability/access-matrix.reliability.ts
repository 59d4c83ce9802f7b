// The route x identity matrix over every route in /api/openapi.json: anonymous, customers A and B,
// staff, manager, admin and a rider (refused every /api/admin route; its own /api/rider routes only). Each route's expected access is written out below (public, any session,
// any staff rank, customer A's own object, or a permission from the table in src/shared/roles.ts,
// docs/product.md#roles-and-permissions). Real HTTP to the real app listening on a port, real ids
// in every path, valid bodies (so an allowed call is a 2xx, not a validation error that proves
// nothing), a fresh object wherever a call changes or ends something, and a fresh client address
// per request (TRUST_PROXY) so that a rate limit never passes for a permission check.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNotes,
  dayCloses,
  deliveries,
  orders,
  refunds,
  riderProfiles,
  riderShifts,
} from '#server/db/schema.ts';
import { issueCreditNotes } from '#server/modules/month-end/credit-notes.repo.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { DEFAULT_ACCOUNTING } from '#shared/billing/accounting-settings.ts';
import { can, type Permission, type Role } from '#shared/roles.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakePrinter, startFakePrinter } from '../helpers/fake-printer.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { FAKE_WHATSAPP, type FakeWhatsapp, startFakeWhatsapp } from '../helpers/fake-whatsapp.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { KHARADI } from '../helpers/nominatim-answers.ts';
import { paidOnlineOrder } from '../helpers/paid-online-order.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { errorShapeProblem } from './support/error-shape.ts';
import { type Answer, expectOk, type Http, ipPool, json, listen } from './support/http.ts';
import {
  accountId,
  outboxCode,
  phonePool,
  sendCode,
  signInCustomer,
  signInStaff,
} from './support/identities.ts';
import { multipartBody, smallJpeg } from './support/uploads.ts';

const IDENTITIES = ['anonymous', 'customer A', 'customer B', 'staff', 'manager', 'admin', 'rider'] as const;
type Identity = (typeof IDENTITIES)[number];
const ROLE_OF: Record<Identity, Role | undefined> = {
  anonymous: undefined,
  'customer A': 'user',
  'customer B': 'user',
  staff: 'staff',
  manager: 'manager',
  admin: 'admin',
  rider: 'rider',
};

type Access =
  | { kind: 'public' }
  /** Any session, customer or staff. */
  | { kind: 'signed-in' }
  /** Any staff rank (staff, manager, admin): not a rider, who is no staff. */
  | { kind: 'staff' }
  /** Staff of any rank or a rider (requireTeamMember): changing one's own password. */
  | { kind: 'team' }
  /**
   * A rider's own routes (requireRider, /api/rider, docs/product.md#riders-and-dispatch): only the
   * rider identity is allowed; everyone else is refused, staff too.
   */
  | { kind: 'rider' }
  /** Customers only (their profile): staff are refused. */
  | { kind: 'customer' }
  /** Customer A's own address or order: anyone else signed in is told it does not exist (404). */
  | { kind: 'owner' }
  /** Customer A's own order, or staff with the permission (a bill): anyone else is told 404. */
  | { kind: 'owner-or-permission'; permission: Permission }
  | { kind: 'permission'; permission: Permission }
  /** The operator's bearer token (METRICS_TOKEN), which no session stands in for: 401 to all. */
  | { kind: 'metrics-token' }
  /**
   * A shop tablet's cookie (docs/product.md#shared-tablets), which no session stands in for and
   * none of these identities holds: 403 to all, signed in or not.
   */
  | { kind: 'shop-device' };

type Call = {
  path?: string;
  json?: unknown;
  raw?: string | Uint8Array;
  contentType?: string;
  /** Headers of the call's own (a webhook's signature). */
  headers?: Record<string, string>;
  /** A fresh session of the caller's kind, for calls that end or change the session. */
  cookie?: string;
};
type Expectation = { access: Access; call?: (who: Identity) => Promise<Call> };

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signed-in' };
const STAFF: Access = { kind: 'staff' };
const TEAM: Access = { kind: 'team' };
const OWNER: Access = { kind: 'owner' };
const perm = (permission: Permission): Access => ({ kind: 'permission', permission });
const RIDER: Access = { kind: 'rider' };

type RiderAction = 'ack' | 'picked-up' | 'collected' | 'delivered' | 'failed';

/**
 * A rider's tap with a valid body. The rider acts on a real delivery of its own, in the state the
 * tap needs (so its 2xx proves the guard let it in and the tap was done); everyone else gets a
 * made-up id, so their refusal is the access check's, before any delivery is looked up.
 */
function riderTap(
  action: RiderAction,
  fields: Record<string, unknown> = {},
  setup: DeliverySetup = {},
): Expectation {
  return {
    access: RIDER,
    call: async (who) => ({
      path: `/api/rider/deliveries/${await deliveryFor(who, setup)}/${action}`,
      json: { tapId: randomUUID(), ...fields },
    }),
  };
}

type DeliverySetup = {
  paymentMethod?: 'cod' | 'upi';
  /** Taps the rider makes first, through its own routes, to bring the delivery to the right state. */
  before?: [RiderAction, Record<string, unknown>?][];
};

/** The matrix rider's own fresh delivery for the rider identity; a made-up id for anyone else. */
async function deliveryFor(who: Identity, setup: DeliverySetup): Promise<string> {
  return who === 'rider' ? riderDelivery(setup) : randomUUID();
}

/**
 * A fresh order of a fresh customer (B's orders at the door would reach the cash cap of new
 * customers) in the kitchen, given to the matrix rider on its open shift, then the setup's taps.
 * Each call gets its own: taps change the delivery's state.
 */
async function riderDelivery({ paymentMethod = 'cod', before = [] }: DeliverySetup): Promise<string> {
  const orderId = await orderOf((await freshAccount('user')).id, paymentMethod);
  for (const status of ['accepted', 'preparing'] as const)
    await asAdmin('POST', `/api/admin/orders/${orderId}/status`, { status });
  const [row] = await t.database.db
    .insert(deliveries)
    .values({ orderId, riderId: f.riderId, shiftId: f.riderShiftId })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('no delivery');
  for (const [action, fields] of before)
    expectOk(
      await http.request('POST', `/api/rider/deliveries/${row.id}/${action}`, {
        cookie: cookies.get('rider'),
        json: { tapId: randomUUID(), ...fields },
        ip: nextIp(),
      }),
      `${action} of the matrix rider's delivery`,
    );
  return row.id;
}

async function photoUpload(): Promise<{ raw: Uint8Array; contentType: string }> {
  const { raw, contentType } = multipartBody({
    filename: 'door.jpg',
    type: 'image/jpeg',
    data: await smallJpeg(),
  });
  return { raw, contentType };
}

function allowed(access: Access, who: Identity): boolean {
  const role = ROLE_OF[who];
  switch (access.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== undefined;
    case 'staff':
      return role !== undefined && role !== 'user' && role !== 'rider';
    case 'team':
      return role !== undefined && role !== 'user';
    case 'rider':
      return role === 'rider';
    case 'customer':
      return role === 'user';
    case 'owner':
      return who === 'customer A';
    case 'owner-or-permission':
      return who === 'customer A' || (role !== undefined && can(role, access.permission));
    case 'permission':
      return role !== undefined && can(role, access.permission);
    case 'metrics-token':
    case 'shop-device':
      return false;
  }
}

/** The refusal each caller should get: 401 without a session, 404 for someone else's object, else 403. */
function denialStatus(access: Access, who: Identity): number {
  if (access.kind === 'shop-device') return 403;
  if (who === 'anonymous' || access.kind === 'metrics-token') return 401;
  return access.kind === 'owner' || access.kind === 'owner-or-permission' ? 404 : 403;
}

let t: TestApp;
let http: Http;
let geocoder: FakeProvider;
let addressSearch: FakeProvider;
let gateway: FakeRazorpay;
let whatsapp: FakeWhatsapp;
let printer: FakePrinter;
let uploadsDir: string;
const nextIp = ipPool(31);
const nextPhone = phonePool(31);
let counter = 0;
const unique = () => `${++counter}${Math.random().toString(36).slice(2, 6)}`;
const letters = () =>
  `${Array.from(String(++counter), (d) => String.fromCharCode(97 + Number(d))).join('')}x`;

const cookies = new Map<Identity, string | undefined>();
const f = {
  categoryId: '',
  itemId: '',
  editItemId: '',
  editCategoryId: '',
  discountCode: '',
  uploadPath: '',
  userIdA: '',
  userIdB: '',
  addressOfA: '',
  orderOfA: '',
  /** A delivered order of A, with its bill. */
  billedOrderOfA: '',
  /** A credit note against billedOrderOfA's bill (docs/product.md#credit-notes). */
  creditNoteOfA: '',
  /** A favourite of A ('My usual'), saved from billedOrderOfA. */
  usualOfA: '',
  /** A UPI order of B not paid yet (the rider's QR). */
  upiOrderOfB: '',
  /** The matrix rider's account and its open shift, which its deliveries are given on. */
  riderId: '',
  riderShiftId: '',
  settings: {} as Record<string, unknown>,
};
/** Objects of A that someone else was refused: re-read at the end to prove nothing changed. */
const touchedByOthers = { addresses: new Set<string>(), orders: new Set<string>() };

async function asAdmin(method: string, url: string, body?: unknown): Promise<Answer> {
  return expectOk(
    await http.request(method, url, { cookie: cookies.get('admin'), json: body, ip: nextIp() }),
    `${method} ${url} as admin`,
  );
}

let sharedStation: string | undefined;
/** One kitchen station every rename and change of items works on (a kitchen has at most 12). */
async function aStation(): Promise<string> {
  sharedStation ??= await freshStation();
  return sharedStation;
}

/** A new kitchen station, made by an admin: each call that removes one gets its own. */
async function freshStation(): Promise<string> {
  return json<{ id: string }>(
    await asAdmin('POST', '/api/admin/kitchen/stations', { name: `Station ${unique()}` }),
  ).id;
}

/** A line of a fresh accepted order of B, on the whole kitchen's screen, not bumped yet. */
async function bumpableLine(): Promise<string> {
  const orderId = await orderOf(f.userIdB);
  await asAdmin('POST', `/api/admin/orders/${orderId}/status`, { status: 'accepted' });
  const screen = json<{ tickets: { orderId: string; lines: { id: string }[] }[] }>(
    await asAdmin('GET', '/api/admin/kitchen/stations/all/tickets'),
  );
  const line = screen.tickets.find((ticket) => ticket.orderId === orderId)?.lines[0];
  if (!line) throw new Error('the accepted order is not on the kitchen screen');
  return line.id;
}

const printerSettings = () => ({ enabled: true, host: printer.host, port: printer.port, paperWidth: 80 });

const addressBody = (landmark: string) => ({
  name: 'Asha Kale',
  phone: '9822012345',
  house: '12',
  address: 'Porwal Road, Lohegaon, Pune',
  landmark,
  latitude: 18.5913,
  longitude: 73.9196,
});

/** A walk-in's counter order, paid in cash at the counter. */
function padOrderBody(key: string) {
  return {
    idempotencyKey: `matrix-pad-${key}`,
    channel: 'counter',
    lines: [{ menuItemId: f.itemId, quantity: 1 }],
    payment: { method: 'cod', paidNow: true },
  };
}

function orderBody(key: string) {
  return {
    idempotencyKey: `matrix-${key}`,
    lines: [{ menuItemId: f.itemId, quantity: 2 }],
    address: deliveryAddress({
      name: 'Asha Kale',
      phone: '9822012345',
      address: '12 Porwal Road, Lohegaon, Pune',
    }),
    paymentMethod: 'cod' as const,
  };
}

async function orderOf(userId: string, paymentMethod: 'cod' | 'upi' | 'online' = 'cod'): Promise<string> {
  const { order } = await t.app.services.orders.place(userId, { ...orderBody(unique()), paymentMethod });
  return order.id;
}

/** A fresh order of A, delivered (written straight in: the board's moves are tested elsewhere). */
async function deliveredOrderOfA(): Promise<string> {
  const id = await orderOf(f.userIdA);
  await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, id));
  return id;
}

/** A fresh rating of A's with a comment (docs/product.md#ratings), for the managers' routes. */
async function freshRatingId(): Promise<string> {
  const orderId = await deliveredOrderOfA();
  await t.app.services.ratings.rate(f.userIdA, orderId, {
    items: [{ menuItemId: f.itemId, stars: 4, comment: 'Matrix comment' }],
  });
  const { ratings } = await t.app.services.ratings.list({ item: f.itemId, limit: 1 });
  return ratings[0]!.id;
}

/** An order of B paid online (through the fake gateway), with all of it left to refund. */
async function paidOnlineOrderOfB(): Promise<string> {
  return (await paidOnlineOrder(t, gateway, f.userIdB, [{ menuItemId: f.itemId, quantity: 2 }])).orderId;
}

/**
 * A fresh order of A waiting for its online payment, and what the gateway's checkout hands back
 * when A pays it (A opens the payment, the fake gateway takes it).
 */
async function paidCheckoutOfA(): Promise<{ orderId: string; verify: object }> {
  const orderId = await orderOf(f.userIdA, 'online');
  const session = json<{ gatewayOrderId: string }>(
    expectOk(
      await http.request('POST', `/api/orders/${orderId}/payment`, {
        cookie: cookies.get('customer A'),
        ip: nextIp(),
      }),
      'payment session of A',
    ),
  );
  const paid = await gateway.pay(session.gatewayOrderId, { webhook: false });
  return {
    orderId,
    verify: { gatewayOrderId: session.gatewayOrderId, paymentId: paid.paymentId, signature: paid.signature },
  };
}

/** A signed gateway event the shop acknowledges and ignores (a payment authorized, not captured). */
function ignoredWebhook(): Call {
  const body = gateway.eventBody('payment.authorized', {
    payment: {
      id: `pay_matrix${unique()}`,
      entity: 'payment',
      amount: 100,
      currency: 'INR',
      status: 'authorized',
    },
  });
  return {
    raw: body,
    contentType: 'application/json',
    headers: {
      'x-razorpay-signature': createHmac('sha256', gateway.webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_matrix${unique()}`,
    },
  };
}

/** An order of `userId` taken to delivered through the service, so it has a bill. */
/** A new favourite of A, saved from A's delivered order through the service. */
function usualOfA() {
  return t.app.services.usualOrders.save(f.userIdA, { orderId: f.billedOrderOfA, name: `Usual ${unique()}` });
}

/** A credit note against the order's bill: part of it given back at the counter, credited as a void credits it. */
function creditNoteOf(orderId: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx
      .insert(refunds)
      .values({ orderId, amountPaise: 100, reason: 'Access matrix', method: 'cash', status: 'processed' });
    await issueCreditNotes(tx, orderId, new Date());
    const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    if (!note) throw new Error('no credit note was issued');
    return note.id;
  });
}

async function deliveredOrderOf(userId: string): Promise<string> {
  const id = await orderOf(userId);
  const actor = await freshAccount('staff');
  const context = { userId: actor.id, ipAddress: null, userAgent: null };
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
    await t.app.services.orders.move(id, status, undefined, actor.id, context);
  return id;
}

/**
 * A fresh order being prepared, of a fresh customer (B's orders at the door would reach the cash
 * cap of new customers), and a fresh rider on shift to send it with.
 */
async function dispatchable(): Promise<{ orderId: string; riderId: string; shiftId: string }> {
  const orderId = await orderOf((await freshAccount('user')).id);
  for (const status of ['accepted', 'preparing'] as const)
    await asAdmin('POST', `/api/admin/orders/${orderId}/status`, { status });
  const rider = await freshAccount('rider');
  await t.database.db.insert(riderProfiles).values({ userId: rider.id, phone: '+919876500199' });
  const [shift] = await t.database.db
    .insert(riderShifts)
    .values({ riderId: rider.id })
    .returning({ id: riderShifts.id });
  if (!shift) throw new Error('no shift');
  return { orderId, riderId: rider.id, shiftId: shift.id };
}

/**
 * A fresh order of A delivered by a fresh rider (written as the rider app leaves it), so a tip
 * can be added after delivery (docs/product.md#tips).
 */
async function riderDeliveredOrderOfA(): Promise<string> {
  const { orderId, riderId, shiftId } = await dispatchable();
  await t.database.db
    .update(orders)
    .set({ userId: f.userIdA, status: 'delivered' })
    .where(eq(orders.id, orderId));
  const at = new Date();
  await t.database.db
    .insert(deliveries)
    .values({ orderId, riderId, shiftId, status: 'delivered', pickedUpAt: at, finishedAt: at });
  return orderId;
}

/** A tip after delivery of A, opened and paid at the gateway: what the checkout hands back. */
async function paidTipOfA(): Promise<{ orderId: string; tipId: string; verify: object }> {
  const orderId = await riderDeliveredOrderOfA();
  // Through the service: the route's own limit (a few a minute per customer) is for people.
  const session = await t.app.services.tips.start(f.userIdA, orderId, { amount: 20 });
  const paid = await gateway.pay(session.gatewayOrderId, { webhook: false });
  return {
    orderId,
    tipId: session.tipId,
    verify: { gatewayOrderId: session.gatewayOrderId, paymentId: paid.paymentId, signature: paid.signature },
  };
}

async function freshAccount(role: Role): Promise<{ id: string; email: string }> {
  const email = `matrix-${unique()}@example.com`;
  const id = await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'Matrix Person',
    role,
    password: DEMO_PASSWORD,
  });
  return { id, email };
}

/** A new rider account with its phone, and an open shift with no float when asked. */
let pastDays = 0;
/** A day of 2001 nobody has closed yet. */
function freshPastDay(): string {
  pastDays++;
  return new Date(Date.UTC(2001, 0, pastDays)).toISOString().slice(0, 10);
}

async function freshRider({ onShift = false } = {}): Promise<string> {
  const { id } = await freshAccount('rider');
  await t.database.db.insert(riderProfiles).values({ userId: id, phone: '+919876500199' });
  if (onShift) await t.database.db.insert(riderShifts).values({ riderId: id, floatPaise: 0 });
  return id;
}

/** A new session of the same kind as the caller's (a customer's for A and B). */
async function freshSession(who: Identity): Promise<string | undefined> {
  const role = ROLE_OF[who];
  if (!role) return undefined;
  if (role === 'user') return (await signInCustomer(http, nextPhone(), nextIp())).cookie;
  const { email } = await freshAccount(role);
  return signInStaff(http, email, DEMO_PASSWORD, nextIp());
}

let freshAddresses = 0;
/** A new address of A's each time: the same address saved again is the one already saved. */
async function freshAddressOfA(): Promise<string> {
  freshAddresses += 1;
  const res = expectOk(
    await http.request('POST', '/api/customer/addresses', {
      cookie: cookies.get('customer A'),
      json: addressBody(`fresh ${freshAddresses}`),
      ip: nextIp(),
    }),
    'address of A',
  );
  return json<{ id: string }>(res).id;
}

/** A browser's subscription at Chrome's push service, as PushSubscription.toJSON() gives it. */
const pushSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${unique()}`,
  expirationTime: null,
  keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
});

/** A new item; `archived` deletes it first (for the restore route). */
const freshItem = async ({ archived = false } = {}) => {
  const { id } = json<{ id: string }>(
    await asAdmin('POST', '/api/admin/menu-items', {
      name: `Matrix Item ${unique()}`,
      price: 20,
      category_id: f.categoryId,
    }),
  );
  if (archived) await asAdmin('DELETE', `/api/admin/menu-items/${id}`);
  return id;
};
const freshCategory = async () =>
  json<{ id: string }>(
    await asAdmin('POST', '/api/admin/categories', { name: `Matrix Category ${unique()}` }),
  ).id;
const freshCode = async () =>
  json<{ id: string }>(
    await asAdmin('POST', '/api/admin/discount-codes', {
      code: `MX${unique().toUpperCase()}`,
      kind: 'flat',
      value: 5,
    }),
  ).id;

const optionGroupBody = () => ({
  name: `Matrix Group ${unique()}`,
  selection: 'single',
  required: true,
  min_choices: 1,
  max_choices: 1,
  options: [
    { name: 'Cutting', is_default: true },
    { name: 'Full', price_delta: 10 },
  ],
});
// Made through the service, not the admin's session: its general API budget is already spent
// on the other fixtures.
const freshOptionGroup = () =>
  t.app.services.optionGroups.createGroup(
    {
      ...optionGroupBody(),
      selection: 'single',
      required: true,
      sort_order: 0,
      options: [
        { name: 'Cutting', price_delta: 0, is_default: true, is_available: true },
        { name: 'Full', price_delta: 10, is_default: false, is_available: true },
      ],
    },
    { userId: 'access-matrix', role: 'admin', ipAddress: null, userAgent: null },
  );

const EXPECTED: Record<string, Expectation> = {
  'GET /healthz': { access: PUBLIC },
  // Documented since issue 36 with its own scheme: a session of any rank is no scrape token.
  'GET /metrics': { access: { kind: 'metrics-token' } },
  'GET /readyz': { access: PUBLIC },
  'GET /api/menu': { access: PUBLIC },
  'GET /api/categories': { access: PUBLIC },
  'GET /api/menu-items': { access: PUBLIC, call: async () => ({ path: '/api/menu-items?search=chai' }) },
  'GET /api/settings': { access: PUBLIC },
  'GET /api/estimate': { access: PUBLIC },
  'GET /api/later-slots': { access: PUBLIC },
  'GET /api/events': { access: PUBLIC },
  'GET /api/location/reverse': {
    access: PUBLIC,
    call: async () => ({ path: '/api/location/reverse?lat=18.59&lng=73.92' }),
  },
  'GET /api/location/map': { access: PUBLIC },
  'GET /api/location/search': {
    access: PUBLIC,
    call: async () => ({ path: '/api/location/search?q=Kharadi' }),
  },
  'GET /api/location/place': {
    access: PUBLIC,
    call: async () => ({ path: '/api/location/place?lat=18.59&lng=73.92' }),
  },
  'GET /uploads/{folder}/{file}': { access: PUBLIC, call: async () => ({ path: f.uploadPath }) },

  // Staff sign-in and session.
  'POST /api/staff/sign-in': {
    access: PUBLIC,
    call: async () => ({ json: { email: (await freshAccount('staff')).email, password: DEMO_PASSWORD } }),
  },
  'GET /api/staff/robot-check': {
    access: PUBLIC,
    call: async () => ({ path: '/api/staff/robot-check?email=staff%40example.com' }),
  },
  'GET /api/staff/session': { access: SIGNED_IN },
  'POST /api/staff/sign-out': { access: PUBLIC, call: async (who) => ({ cookie: await freshSession(who) }) },
  'POST /api/staff/password': {
    access: TEAM,
    // A staff caller (or a rider) changes the password of a fresh session's account, so its own stays usable.
    call: async (who) => ({
      ...(ROLE_OF[who] && ROLE_OF[who] !== 'user' ? { cookie: await freshSession(who) } : {}),
      json: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed@1234' },
    }),
  },

  // Shared tablets: a staff member's PIN, and switching user on a shop tablet.
  'GET /api/staff/this-device': { access: PUBLIC },
  'GET /api/staff/pin': { access: STAFF },
  'PUT /api/staff/pin': {
    access: STAFF,
    call: async () => ({ json: { currentPassword: DEMO_PASSWORD, pin: '4827' } }),
  },
  'GET /api/staff/switch/people': { access: { kind: 'shop-device' } },
  'POST /api/staff/switch': {
    access: { kind: 'shop-device' },
    call: async () => ({ json: { userId: f.userIdA, pin: '4827' } }),
  },

  // Customer sign-in, profile and addresses.
  'GET /api/customer/robot-check': { access: PUBLIC },
  'POST /api/customer/otp/send': {
    access: PUBLIC,
    call: async () => {
      const ip = nextIp();
      const robot = json(expectOk(await http.request('GET', '/api/customer/robot-check', { ip }), 'robot'));
      const { solveChallenge } = await import('altcha-lib');
      const { deriveKey } = await import('altcha-lib/algorithms/sha');
      const solution = await solveChallenge({ challenge: robot as never, deriveKey });
      return { json: { phone: nextPhone(), robotCheck: { challenge: robot, solution } } };
    },
  },
  'POST /api/customer/otp/verify': {
    access: PUBLIC,
    call: async () => {
      const phone = nextPhone();
      const ip = nextIp();
      expectOk(await sendCode(http, phone, ip), 'send');
      return { json: { phone, code: await outboxCode(http, phone, ip), fullName: 'Matrix Customer' } };
    },
  },
  'GET /api/customer/me': { access: PUBLIC },
  'PUT /api/customer/profile': {
    access: { kind: 'customer' },
    call: async () => ({ json: { fullName: 'Asha Patil' } }),
  },
  'GET /api/customer/notifications': { access: { kind: 'customer' } },
  'PUT /api/customer/notifications': {
    access: { kind: 'customer' },
    call: async () => ({ json: { orderSms: true, whatsapp: false } }),
  },
  'GET /api/pages/{slug}': { access: PUBLIC, call: async () => ({ path: '/api/pages/about' }) },
  'POST /api/customer/sign-out': {
    access: PUBLIC,
    call: async (who) => ({ cookie: await freshSession(who) }),
  },
  // A fresh session of the caller's kind: a customer's account is deleted, a staff one refused.
  'DELETE /api/customer/account': {
    access: { kind: 'customer' },
    call: async (who) => ({ cookie: await freshSession(who), json: { confirm: true } }),
  },
  'GET /api/dev/sms-outbox': {
    access: PUBLIC,
    call: async () => ({ path: `/api/dev/sms-outbox?phone=${encodeURIComponent('+919822000000')}` }),
  },
  // Development only, like the outbox: anyone may move a phone's code sends back (never in production).
  'POST /api/dev/sms-outbox/backdate': {
    access: PUBLIC,
    call: async () => ({ json: { phone: '+919822000000', seconds: 30 } }),
  },
  'GET /api/customer/addresses': { access: SIGNED_IN },
  'POST /api/customer/addresses': { access: SIGNED_IN, call: async () => ({ json: addressBody('new') }) },
  'PATCH /api/customer/addresses/{id}': {
    access: OWNER,
    call: async (who) => {
      if (who !== 'customer A') touchedByOthers.addresses.add(f.addressOfA);
      return { path: `/api/customer/addresses/${f.addressOfA}`, json: { landmark: `set by ${who}` } };
    },
  },
  'DELETE /api/customer/addresses/{id}': {
    access: OWNER,
    call: async (who) => {
      const id = await freshAddressOfA();
      if (who !== 'customer A') touchedByOthers.addresses.add(id);
      return { path: `/api/customer/addresses/${id}` };
    },
  },
  'POST /api/customer/addresses/{id}/default': {
    access: OWNER,
    call: async (who) => {
      const id = await freshAddressOfA();
      if (who !== 'customer A') touchedByOthers.addresses.add(id);
      return { path: `/api/customer/addresses/${id}/default` };
    },
  },

  // Orders.
  'POST /api/orders': { access: SIGNED_IN, call: async () => ({ json: orderBody(unique()) }) },
  'GET /api/orders': { access: SIGNED_IN },
  'POST /api/discounts/check': {
    access: SIGNED_IN,
    call: async () => ({ json: { code: f.discountCode, lines: [{ menuItemId: f.itemId, quantity: 3 }] } }),
  },
  // A guest is answered { offer: null }: the checkout asks only once signed in.
  'GET /api/discounts/first-order-offer': { access: PUBLIC },
  'GET /api/orders/{id}': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${f.orderOfA}` }),
  },
  // The order a checkout of A placed under its key: the key is A's alone.
  'GET /api/orders/by-key/{key}': {
    access: OWNER,
    call: async () => {
      const key = unique();
      await t.app.services.orders.place(f.userIdA, orderBody(key));
      return { path: `/api/orders/by-key/matrix-${key}` };
    },
  },
  'POST /api/orders/{id}/cancel': {
    access: OWNER,
    call: async (who) => {
      const id = await orderOf(f.userIdA);
      if (who !== 'customer A') touchedByOthers.orders.add(id);
      return { path: `/api/orders/${id}/cancel` };
    },
  },
  'GET /api/orders/events': { access: SIGNED_IN },
  // 'My usual' (docs/product.md#my-usual): A's favourites, saved from A's own delivered order.
  'GET /api/customer/usual-orders': { access: SIGNED_IN },
  'POST /api/customer/usual-orders': {
    access: OWNER,
    call: async () => ({ json: { orderId: f.billedOrderOfA, name: `Usual ${unique()}` } }),
  },
  'PATCH /api/customer/usual-orders/{id}': {
    access: OWNER,
    call: async () => ({
      path: `/api/customer/usual-orders/${f.usualOfA}`,
      json: { name: `Usual ${unique()}` },
    }),
  },
  // A deletes a fresh favourite of its own; everyone else is refused the one A keeps.
  'DELETE /api/customer/usual-orders/{id}': {
    access: OWNER,
    call: async (who) => ({
      path: `/api/customer/usual-orders/${who === 'customer A' ? (await usualOfA()).id : f.usualOfA}`,
    }),
  },
  'POST /api/customer/usual-orders/{id}/reorder': {
    access: OWNER,
    call: async () => ({ path: `/api/customer/usual-orders/${f.usualOfA}/reorder` }),
  },
  // The bill: its customer, or staff who run the board.
  'GET /api/orders/{id}/bill': {
    access: { kind: 'owner-or-permission', permission: 'orders:manage' },
    call: async () => ({ path: `/api/orders/${f.billedOrderOfA}/bill` }),
  },
  'GET /api/orders/{id}/bill.pdf': {
    access: { kind: 'owner-or-permission', permission: 'orders:manage' },
    call: async () => ({ path: `/api/orders/${f.billedOrderOfA}/bill.pdf` }),
  },
  // Its credit notes: the bill's access.
  'GET /api/orders/{id}/credit-notes': {
    access: { kind: 'owner-or-permission', permission: 'orders:manage' },
    call: async () => ({ path: `/api/orders/${f.billedOrderOfA}/credit-notes` }),
  },
  'GET /api/orders/{id}/credit-notes/{noteId}/pdf': {
    access: { kind: 'owner-or-permission', permission: 'orders:manage' },
    call: async () => ({ path: `/api/orders/${f.billedOrderOfA}/credit-notes/${f.creditNoteOfA}/pdf` }),
  },
  // Paying online (docs/product.md#online-payments): the order's customer only; the gateway's
  // webhook is public and trusts only its signature.
  // Web Push (docs/product.md#order-notifications): a browser follows A's order; the key is public.
  'GET /api/push/key': { access: PUBLIC },
  'POST /api/orders/{id}/push-subscription': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${f.orderOfA}/push-subscription`, json: pushSubscription() }),
  },
  'DELETE /api/orders/{id}/push-subscription': {
    access: OWNER,
    call: async () => ({
      path: `/api/orders/${f.orderOfA}/push-subscription`,
      json: { endpoint: pushSubscription().endpoint },
    }),
  },
  'POST /api/orders/{id}/payment': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${await orderOf(f.userIdA, 'online')}/payment` }),
  },
  'POST /api/orders/{id}/payment/verify': {
    access: OWNER,
    call: async () => {
      const { orderId, verify } = await paidCheckoutOfA();
      return { path: `/api/orders/${orderId}/payment/verify`, json: verify };
    },
  },
  'POST /api/payments/webhook': { access: PUBLIC, call: async () => ignoredWebhook() },
  // WhatsApp's webhook (docs/product.md#whatsapp-updates): public; trusts its verify token and signature.
  'GET /api/whatsapp/webhook': {
    access: PUBLIC,
    call: async () => ({
      path: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=${unique()}`,
    }),
  },
  'POST /api/whatsapp/webhook': {
    access: PUBLIC,
    call: async () => {
      const body = whatsapp.statusBody(`wamid.matrix${unique()}`, 'delivered');
      return { raw: body, contentType: 'application/json', headers: whatsapp.signed(body) };
    },
  },
  // Tips for the rider after delivery (docs/product.md#tips): the order's buyer only.
  'GET /api/orders/{id}/tips': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${f.billedOrderOfA}/tips` }),
  },
  'POST /api/orders/{id}/tips': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${await riderDeliveredOrderOfA()}/tips`, json: { amount: 20 } }),
  },
  'POST /api/orders/{id}/tips/{tipId}/verify': {
    access: OWNER,
    call: async () => {
      const { orderId, tipId, verify } = await paidTipOfA();
      return { path: `/api/orders/${orderId}/tips/${tipId}/verify`, json: verify };
    },
  },

  // Admin: orders.
  'GET /api/admin/orders/events': { access: perm('orders:manage') },
  'GET /api/admin/orders/waiting': { access: perm('orders:manage') },
  'GET /api/admin/orders': {
    access: perm('orders:manage'),
    call: async () => ({ path: '/api/admin/orders?status=placed' }),
  },
  'GET /api/admin/orders/{id}': {
    access: perm('orders:manage'),
    call: async () => ({ path: `/api/admin/orders/${f.orderOfA}` }),
  },
  'POST /api/admin/orders/{id}/status': {
    access: perm('orders:manage'),
    call: async () => ({
      path: `/api/admin/orders/${await orderOf(f.userIdB)}/status`,
      json: { status: 'accepted' },
    }),
  },
  'POST /api/admin/orders/{id}/ticket': {
    access: perm('orders:manage'),
    call: async () => ({
      path: `/api/admin/orders/${await orderOf(f.userIdB)}/ticket`,
      json: { trigger: 'manual' },
    }),
  },
  // Payments: sending money back is a manager's; the board marks money collected and shows the
  // rider's UPI QR; the daily report is analytics.
  'POST /api/admin/orders/{id}/refunds': {
    access: perm('payments:refund'),
    call: async () => ({
      path: `/api/admin/orders/${await paidOnlineOrderOfB()}/refunds`,
      json: { amount: 1, reason: 'Matrix refund' },
    }),
  },
  'POST /api/admin/orders/{id}/collected': {
    access: perm('orders:manage'),
    call: async () => ({ path: `/api/admin/orders/${await orderOf(f.userIdB)}/collected` }),
  },
  'GET /api/admin/orders/{id}/upi-qr': {
    access: perm('orders:manage'),
    call: async () => ({ path: `/api/admin/orders/${f.upiOrderOfB}/upi-qr` }),
  },
  // The order pad (docs/product.md#staff-take-orders): staff take orders and find callers by
  // phone; voiding a paid one is a manager's.
  'POST /api/admin/orders': {
    access: perm('orders:take'),
    call: async () => ({ json: padOrderBody(unique()) }),
  },
  'POST /api/admin/order-pad/tokens': {
    access: perm('orders:take'),
    call: async () => ({ json: { count: 1 } }),
  },
  'GET /api/admin/customers/lookup': {
    access: perm('orders:take'),
    call: async () => ({ path: `/api/admin/customers/lookup?phone=${encodeURIComponent('+919822012345')}` }),
  },
  'POST /api/admin/orders/{id}/void': {
    access: perm('orders:void'),
    call: async () => {
      const taken = json<{ order: { id: string } }>(
        await asAdmin('POST', '/api/admin/orders', padOrderBody(unique())),
      );
      return { path: `/api/admin/orders/${taken.order.id}/void`, json: { reason: 'Matrix void' } };
    },
  },
  // Undoing a mark-paid: a fresh order of B marked paid by an admin first.
  'POST /api/admin/orders/{id}/uncollected': {
    access: perm('payments:unmark'),
    call: async () => {
      const id = await orderOf(f.userIdB);
      await asAdmin('POST', `/api/admin/orders/${id}/collected`);
      return { path: `/api/admin/orders/${id}/uncollected`, json: { reason: 'Marked on the wrong order' } };
    },
  },
  // Sending orders with riders (docs/product.md#sending-an-order-with-a-rider): each call gets a
  // fresh order in the kitchen and a fresh rider on shift.
  'GET /api/admin/dispatch/riders': { access: perm('orders:manage') },
  'PUT /api/admin/orders/{id}/delivery': {
    access: perm('orders:manage'),
    call: async () => {
      const { orderId, riderId } = await dispatchable();
      return { path: `/api/admin/orders/${orderId}/delivery`, json: { riderId } };
    },
  },
  'DELETE /api/admin/orders/{id}/delivery': {
    access: perm('orders:manage'),
    call: async () => {
      const { orderId, riderId, shiftId } = await dispatchable();
      await t.database.db.insert(deliveries).values({ orderId, riderId, shiftId });
      return { path: `/api/admin/orders/${orderId}/delivery`, json: { reason: 'Rider went home' } };
    },
  },
  'POST /api/admin/orders/{id}/to-pickup': {
    access: perm('orders:manage'),
    call: async () => {
      const { orderId, riderId, shiftId } = await dispatchable();
      await asAdmin('POST', `/api/admin/orders/${orderId}/status`, { status: 'ready' });
      await t.database.db.insert(deliveries).values({
        orderId,
        riderId,
        shiftId,
        status: 'failed',
        failReason: 'not_at_home',
        finishedAt: new Date(),
      });
      return { path: `/api/admin/orders/${orderId}/to-pickup` };
    },
  },
  // The network ticket printer (decision 029), a fake one on a local port set up before.
  'GET /api/admin/ticket-printer': { access: perm('orders:manage') },
  'POST /api/admin/orders/{id}/ticket/print': {
    access: perm('orders:manage'),
    call: async () => ({ path: `/api/admin/orders/${await orderOf(f.userIdB)}/ticket/print` }),
  },
  'PUT /api/admin/settings/ticket-printer': {
    access: perm('settings:manage'),
    call: async () => ({ json: printerSettings() }),
  },
  'POST /api/admin/settings/ticket-printer/test': { access: perm('settings:manage') },
  // The kitchen display (docs/product.md#kitchen-display-by-station).
  'GET /api/admin/kitchen/stations': { access: perm('orders:manage') },
  'POST /api/admin/kitchen/stations': {
    access: perm('categories:manage'),
    call: async () => ({ json: { name: `Station ${unique()}` } }),
  },
  'PUT /api/admin/kitchen/stations/order': {
    access: perm('categories:manage'),
    call: async () => {
      const { stations } = json<{ stations: { id: string }[] }>(
        await asAdmin('GET', '/api/admin/kitchen/stations'),
      );
      return { json: { stationIds: stations.map((station) => station.id) } };
    },
  },
  'PATCH /api/admin/kitchen/stations/{id}': {
    access: perm('categories:manage'),
    call: async () => ({
      path: `/api/admin/kitchen/stations/${await freshStation()}`,
      json: { name: `Renamed ${unique()}` },
    }),
  },
  'PUT /api/admin/kitchen/stations/{id}/items': {
    access: perm('categories:manage'),
    call: async () => ({
      path: `/api/admin/kitchen/stations/${await aStation()}/items`,
      json: { itemIds: [] },
    }),
  },
  'DELETE /api/admin/kitchen/stations/{id}': {
    access: perm('categories:manage'),
    // Only those who may remove one get a station of their own; the others are refused first.
    call: async (who) => ({
      path: `/api/admin/kitchen/stations/${allowed(perm('categories:manage'), who) ? await freshStation() : await aStation()}`,
    }),
  },
  'GET /api/admin/kitchen/stations/{id}/tickets': {
    access: perm('orders:manage'),
    call: async () => ({ path: '/api/admin/kitchen/stations/all/tickets' }),
  },
  'POST /api/admin/kitchen/lines/{id}/bump': {
    access: perm('orders:manage'),
    call: async () => ({ path: `/api/admin/kitchen/lines/${await bumpableLine()}/bump` }),
  },
  'GET /api/admin/payments/report': {
    access: perm('analytics:view'),
    call: async () => ({ path: '/api/admin/payments/report?date=2026-11-26' }),
  },

  // Admin: accounts, audit, figures.
  'GET /api/admin/users': {
    access: perm('users:manage'),
    call: async () => ({ path: '/api/admin/users?role=staff' }),
  },
  'GET /api/admin/shop-devices': { access: perm('users:manage') },
  'POST /api/admin/shop-devices': {
    access: perm('users:manage'),
    call: async () => ({ json: { name: `Matrix tablet ${letters()}` } }),
  },
  'DELETE /api/admin/shop-devices/{id}': {
    access: perm('users:manage'),
    call: async () => {
      const marked = await asAdmin('POST', '/api/admin/shop-devices', { name: `Matrix ${letters()}` });
      return { path: `/api/admin/shop-devices/${json<{ id: string }>(marked).id}` };
    },
  },
  'POST /api/admin/users': {
    access: perm('users:manage'),
    call: async () => ({
      json: {
        name: `Matrix Staff ${letters()}`,
        email: `new-${unique()}@example.com`,
        role: 'staff',
        temporaryPassword: 'Temp@1234',
      },
    }),
  },
  'PATCH /api/admin/users/{id}': {
    access: perm('users:manage'),
    call: async () => ({
      path: `/api/admin/users/${(await freshAccount('user')).id}`,
      json: { disabled: true },
    }),
  },
  'POST /api/admin/users/{id}/unlock': {
    access: perm('users:manage'),
    call: async () => ({ path: `/api/admin/users/${(await freshAccount('staff')).id}/unlock` }),
  },
  // Riders, their shifts and cash (docs/product.md#rider-accounts-and-shifts): managers and admins.
  'GET /api/admin/riders': { access: perm('riders:manage') },
  'POST /api/admin/riders': {
    access: perm('riders:manage'),
    call: async () => ({
      json: {
        name: `Matrix Rider ${letters()}`,
        email: `rider-${unique()}@example.com`,
        phone: '+919876500188',
        temporaryPassword: 'Temp@1234',
      },
    }),
  },
  'PATCH /api/admin/riders/{id}': {
    access: perm('riders:manage'),
    call: async () => ({ path: `/api/admin/riders/${await freshRider()}`, json: { phone: '+919876500177' } }),
  },
  'POST /api/admin/riders/{id}/shift': {
    access: perm('riders:manage'),
    call: async () => ({ path: `/api/admin/riders/${await freshRider()}/shift`, json: { float: 250 } }),
  },
  'POST /api/admin/riders/{id}/shift/close': {
    access: perm('riders:manage'),
    call: async () => ({ path: `/api/admin/riders/${await freshRider({ onShift: true })}/shift/close` }),
  },
  'POST /api/admin/riders/{id}/hand-ins': {
    access: perm('riders:manage'),
    call: async () => ({
      path: `/api/admin/riders/${await freshRider({ onShift: true })}/hand-ins`,
      json: { counted: 0 },
    }),
  },
  'GET /api/admin/riders/shifts': { access: perm('riders:manage') },
  // Ratings (docs/product.md#ratings): the buyer's own delivered order; managers and admins.
  'GET /api/orders/{id}/rating': {
    access: OWNER,
    call: async () => ({ path: `/api/orders/${f.orderOfA}/rating` }),
  },
  'POST /api/orders/{id}/rating': {
    access: OWNER,
    call: async () => ({
      path: `/api/orders/${await deliveredOrderOfA()}/rating`,
      json: { items: [{ menuItemId: f.itemId, stars: 5 }] },
    }),
  },
  'GET /api/ratings/to-rate': { access: SIGNED_IN },
  'GET /api/admin/ratings': { access: perm('ratings:manage') },
  'GET /api/admin/ratings/riders': { access: perm('ratings:manage') },
  'POST /api/admin/ratings/{id}/reply': {
    access: perm('ratings:manage'),
    call: async () => ({
      path: `/api/admin/ratings/${await freshRatingId()}/reply`,
      json: { reply: 'Thanks!' },
    }),
  },
  'POST /api/admin/ratings/{id}/hide': {
    access: perm('ratings:manage'),
    call: async () => ({
      path: `/api/admin/ratings/${await freshRatingId()}/hide`,
      json: { reason: 'Matrix' },
    }),
  },
  'GET /api/admin/riders/shifts.csv': {
    access: perm('riders:manage'),
    call: async () => ({ path: '/api/admin/riders/shifts.csv?date=2026-11-26' }),
  },
  // The day close (docs/product.md#the-day-close): a day of its own for each call that closes or
  // reopens one, long past and without orders, so the close adds up with the float as counted.
  'GET /api/admin/day-close': { access: perm('day:close') },
  'GET /api/admin/day-close/{day}': {
    access: perm('day:close'),
    call: async () => ({ path: '/api/admin/day-close/2026-11-26' }),
  },
  'GET /api/admin/day-close/{day}.csv': {
    access: perm('day:close'),
    call: async () => ({ path: '/api/admin/day-close/2026-11-26.csv' }),
  },
  'POST /api/admin/day-close/{day}/close': {
    access: perm('day:close'),
    call: async () => ({
      path: `/api/admin/day-close/${freshPastDay()}/close`,
      json: { openingFloat: 500, countedCash: 500 },
    }),
  },
  'POST /api/admin/day-close/{day}/reopen': {
    access: perm('day:reopen'),
    call: async () => {
      const shopDay = freshPastDay();
      await t.database.db.insert(dayCloses).values({
        shopDay,
        openingFloatPaise: 0,
        expectedCashPaise: 0,
        countedCashPaise: 0,
        figures: {},
      });
      return { path: `/api/admin/day-close/${shopDay}/reopen`, json: { reason: 'Counted again' } };
    },
  },
  'GET /api/admin/settings/dispatch': { access: perm('settings:manage') },
  'PUT /api/admin/settings/dispatch': {
    access: perm('settings:manage'),
    call: async () => ({ json: { autoAssign: false, customerCalls: 'rider' } }),
  },
  'GET /api/admin/settings/promise': { access: perm('settings:manage') },
  'PUT /api/admin/settings/promise': {
    access: perm('settings:manage'),
    call: async () => ({
      json: { kitchenSlots: 3, riderSpeedKmh: 15, handoverMinutes: 1, protect: null },
    }),
  },
  'GET /api/admin/promise': { access: perm('orders:manage') },
  'GET /api/admin/audit-logs': {
    access: perm('audit:view'),
    call: async () => ({ path: '/api/admin/audit-logs?page=1' }),
  },
  'GET /api/admin/stats': { access: perm('stats:view') },
  'GET /api/admin/analytics': { access: perm('analytics:view') },
  'GET /api/admin/analytics/orders.csv': { access: perm('analytics:view') },
  'GET /api/admin/analytics/bills.csv': { access: perm('analytics:view') },
  'GET /api/admin/analytics/promise': { access: perm('analytics:view') },
  'GET /api/admin/analytics/promise.csv': { access: perm('analytics:view') },
  // Month end (docs/product.md#month-end): a month of the shop's documents, the Tally vouchers of the last 30 days.
  'GET /api/admin/month-end/gstr1': {
    access: perm('analytics:view'),
    call: async () => ({ path: '/api/admin/month-end/gstr1?month=2026-11' }),
  },
  'GET /api/admin/month-end/gstr1.csv': {
    access: perm('analytics:view'),
    call: async () => ({ path: '/api/admin/month-end/gstr1.csv?month=2026-11' }),
  },
  // The shop is registered for GST below (beforeAll), so its return is due and the JSON answers.
  'GET /api/admin/month-end/gstr1.json': {
    access: perm('analytics:view'),
    call: async () => ({ path: '/api/admin/month-end/gstr1.json?month=2026-11' }),
  },
  'GET /api/admin/month-end/tally.xml': { access: perm('analytics:view') },

  // Admin: discount codes.
  'GET /api/admin/discount-codes': { access: perm('discounts:manage') },
  'POST /api/admin/discount-codes': {
    access: perm('discounts:manage'),
    call: async () => ({ json: { code: `MN${unique().toUpperCase()}`, kind: 'percent', value: 10 } }),
  },
  'PUT /api/admin/discount-codes/{id}': {
    access: perm('discounts:manage'),
    call: async () => ({
      path: `/api/admin/discount-codes/${await freshCode()}`,
      json: { code: `MP${unique().toUpperCase()}`, kind: 'flat', value: 7 },
    }),
  },
  'DELETE /api/admin/discount-codes/{id}': {
    access: perm('discounts:manage'),
    call: async () => ({ path: `/api/admin/discount-codes/${await freshCode()}` }),
  },

  // Admin: catalog and images.
  'GET /api/admin/menu-items': { access: perm('items:update') },
  'POST /api/admin/menu-items': {
    access: perm('items:create'),
    call: async () => ({ json: { name: `Matrix Item ${unique()}`, price: 30, category_id: f.categoryId } }),
  },
  'POST /api/admin/menu-items/bulk': {
    access: perm('items:update'),
    call: async () => ({ json: { ids: [f.editItemId], action: 'activate' } }),
  },
  // The menu tools (docs/product.md#menu-tools): a fresh item at ₹20 for each save.
  'POST /api/admin/menu-items/bulk-price/preview': {
    access: perm('items:delete'),
    call: async () => ({
      json: { ids: [f.editItemId], change: { kind: 'percent', value: 10 }, rounding: 'rupee' },
    }),
  },
  'POST /api/admin/menu-items/bulk-price': {
    access: perm('items:delete'),
    call: async () => {
      const id = await freshItem();
      return {
        json: {
          ids: [id],
          change: { kind: 'amount', value: 2 },
          rounding: 'none',
          expected: [{ id, price: 20 }],
        },
      };
    },
  },
  'GET /api/admin/menu-items/export.csv': { access: perm('items:delete') },
  'POST /api/admin/menu-items/import': {
    access: perm('items:delete'),
    call: async () => ({
      json: { csv: 'id,category,name,price\r\n,Nowhere,Matrix Chai,10\r\n', dry_run: true },
    }),
  },
  'PUT /api/admin/menu-items/{id}': {
    access: perm('items:update'),
    call: async () => ({
      path: `/api/admin/menu-items/${f.editItemId}`,
      json: { name: `Matrix Edited ${unique()}`, price: 25, category_id: f.categoryId },
    }),
  },
  'PUT /api/admin/menu-items/{id}/stock': {
    access: perm('items:update'),
    call: async () => ({
      path: `/api/admin/menu-items/${await freshItem()}/stock`,
      json: { in_stock: false },
    }),
  },
  'PUT /api/admin/menu-items/{id}/count': {
    access: perm('items:update'),
    call: async () => ({
      path: `/api/admin/menu-items/${await freshItem()}/count`,
      json: { left: 5, par: 10, low_at: 2 },
    }),
  },
  'PUT /api/admin/options/{id}/count': {
    access: perm('items:update'),
    call: async () => ({
      path: `/api/admin/options/${(await freshOptionGroup()).options[1]!.id}/count`,
      json: { left: 5, par: null, low_at: null },
    }),
  },
  'POST /api/admin/stock/reset': { access: perm('items:update') },
  'GET /api/admin/stock/low': { access: perm('orders:manage') },
  'DELETE /api/admin/menu-items/{id}': {
    access: perm('items:delete'),
    call: async () => ({ path: `/api/admin/menu-items/${await freshItem()}` }),
  },
  'POST /api/admin/menu-items/{id}/restore': {
    access: perm('items:delete'),
    call: async () => ({ path: `/api/admin/menu-items/${await freshItem({ archived: true })}/restore` }),
  },
  'GET /api/admin/categories': { access: perm('items:update') },
  'POST /api/admin/categories': {
    access: perm('categories:manage'),
    call: async () => ({ json: { name: `Matrix Category ${unique()}` } }),
  },
  'PUT /api/admin/categories/{id}': {
    access: perm('categories:manage'),
    call: async () => ({
      path: `/api/admin/categories/${f.editCategoryId}`,
      json: { name: `Matrix Edited Category ${unique()}` },
    }),
  },
  'DELETE /api/admin/categories/{id}': {
    access: perm('categories:manage'),
    call: async () => ({ path: `/api/admin/categories/${await freshCategory()}` }),
  },
  // Admin: item options. Staff read groups and toggle a choice; changing them is a manager's.
  'GET /api/admin/option-groups': { access: perm('items:update') },
  'POST /api/admin/option-groups': {
    access: perm('options:manage'),
    call: async () => ({ json: optionGroupBody() }),
  },
  'PUT /api/admin/option-groups/{id}': {
    access: perm('options:manage'),
    call: async () => ({
      path: `/api/admin/option-groups/${(await freshOptionGroup()).id}`,
      json: optionGroupBody(),
    }),
  },
  'DELETE /api/admin/option-groups/{id}': {
    access: perm('options:manage'),
    call: async () => ({ path: `/api/admin/option-groups/${(await freshOptionGroup()).id}` }),
  },
  'PUT /api/admin/options/{id}/availability': {
    access: perm('items:update'),
    call: async () => ({
      path: `/api/admin/options/${(await freshOptionGroup()).options[1]!.id}/availability`,
      json: { available: false },
    }),
  },
  'PUT /api/admin/menu-items/{id}/option-groups': {
    access: perm('options:manage'),
    call: async () => ({
      path: `/api/admin/menu-items/${f.editItemId}/option-groups`,
      json: { group_ids: [(await freshOptionGroup()).id] },
    }),
  },
  'POST /api/admin/uploads': {
    access: perm('items:update'),
    call: async () => {
      const { raw, contentType } = multipartBody({
        filename: 'chai.jpg',
        type: 'image/jpeg',
        data: await smallJpeg(),
      });
      return { path: '/api/admin/uploads?folder=menu-items', raw, contentType };
    },
  },
  'GET /api/admin/uploads/stats': { access: perm('stats:view') },

  // Admin: settings.
  'PUT /api/admin/settings': { access: perm('settings:manage'), call: async () => ({ json: f.settings }) },
  'POST /api/admin/settings/publish-promotion': { access: perm('settings:manage') },
  'GET /api/admin/settings/pages': { access: perm('settings:manage') },
  'PUT /api/admin/settings/pages': {
    access: perm('settings:manage'),
    call: async () => ({
      json: json(
        await http.request('GET', '/api/admin/settings/pages', {
          cookie: cookies.get('admin'),
          ip: nextIp(),
        }),
      ),
    }),
  },
  'GET /api/admin/settings/translations': { access: perm('settings:manage') },
  'PUT /api/admin/settings/translations': {
    access: perm('settings:manage'),
    call: async () => ({ json: { translations: { hi: { bannerTitle: 'ताज़ी चाय' } } } }),
  },
  // The delivery area and hours as read back; busy mode is the order board's (staff may).
  'PUT /api/admin/settings/delivery-area': {
    access: perm('settings:manage'),
    call: async () => ({ json: f.settings.delivery }),
  },
  'PUT /api/admin/settings/hours': {
    access: perm('settings:manage'),
    call: async () => ({ json: f.settings.hours }),
  },
  // The caps on orders paid at the door, saved back as read.
  'PUT /api/admin/settings/cash-limits': {
    access: perm('settings:manage'),
    call: async () => ({ json: f.settings.cashLimits }),
  },
  // Orders for later today, saved back as read.
  'PUT /api/admin/settings/later-orders': {
    access: perm('settings:manage'),
    call: async () => ({ json: f.settings.laterOrders }),
  },
  // The tax and legal details: admins only, saved back as read.
  'GET /api/admin/settings/billing': { access: perm('billing:manage') },
  'PUT /api/admin/settings/billing': {
    access: perm('billing:manage'),
    call: async () => ({ json: f.settings.billing }),
  },
  // The SAC code and Tally ledgers: admins only, saved as the defaults.
  'GET /api/admin/settings/accounting': { access: perm('billing:manage') },
  'PUT /api/admin/settings/accounting': {
    access: perm('billing:manage'),
    call: async () => ({ json: DEFAULT_ACCOUNTING }),
  },
  'PUT /api/admin/busy-mode': {
    access: perm('orders:manage'),
    call: async () => ({ json: { extraMinutes: 5, forMinutes: 30 } }),
  },
  'DELETE /api/admin/busy-mode': { access: perm('orders:manage') },
  'PUT /api/admin/shop-pause': {
    access: perm('orders:manage'),
    call: async () => ({ json: { reason: 'Gas leak' } }),
  },
  'DELETE /api/admin/shop-pause': { access: perm('settings:manage') },
  'POST /api/admin/push-subscription': {
    access: perm('orders:manage'),
    call: async () => ({ json: pushSubscription() }),
  },
  'DELETE /api/admin/push-subscription': {
    access: perm('orders:manage'),
    call: async () => ({ json: { endpoint: pushSubscription().endpoint } }),
  },
  // The rider's page: only the rider identity passes; everyone else is refused before any delivery is looked up.
  'GET /api/rider/deliveries': { access: RIDER },
  'POST /api/rider/deliveries/{id}/ack': riderTap('ack'),
  'POST /api/rider/deliveries/{id}/picked-up': riderTap('picked-up'),
  // A cash order picked up: the money is taken at the door.
  'POST /api/rider/deliveries/{id}/collected': riderTap(
    'collected',
    { method: 'cash' },
    { before: [['picked-up']] },
  ),
  // Paid at the door: collected before it can be delivered.
  'POST /api/rider/deliveries/{id}/delivered': riderTap(
    'delivered',
    {},
    { before: [['picked-up'], ['collected', { method: 'cash' }]] },
  ),
  'POST /api/rider/deliveries/{id}/failed': riderTap(
    'failed',
    { reason: 'not_at_home' },
    { before: [['picked-up']] },
  ),
  'POST /api/rider/deliveries/{id}/door-photo': {
    access: RIDER,
    call: async (who) => ({
      path: `/api/rider/deliveries/${await deliveryFor(who, { before: [['picked-up']] })}/door-photo`,
      ...(await photoUpload()),
    }),
  },
  'GET /api/rider/deliveries/{id}/upi-qr': {
    access: RIDER,
    call: async (who) => ({
      path: `/api/rider/deliveries/${await deliveryFor(who, { paymentMethod: 'upi' })}/upi-qr`,
    }),
  },
  // A point is taken only while the rider carries a picked-up order. Only this call sends the
  // matrix rider's points, once, so the one-point-per-3-seconds limit never answers for it.
  'POST /api/rider/position': {
    access: RIDER,
    call: async (who) => {
      if (who === 'rider') await riderDelivery({ before: [['picked-up']] });
      return { json: { latitude: 18.6, longitude: 73.92 } };
    },
  },
  'GET /api/rider/events': { access: RIDER },
  // A failed delivery's door photo: staff who run the board.
  'GET /uploads/door-photos/{file}': {
    access: perm('orders:manage'),
    call: async () => {
      const name = `door_${unique()}.jpg`;
      await t.app.services.images.storage.put(`door-photos/${name}`, await smallJpeg(), 'image/jpeg');
      return { path: `/uploads/door-photos/${name}` };
    },
  },
  'POST /api/rider/push-subscription': { access: RIDER, call: async () => ({ json: pushSubscription() }) },
  'DELETE /api/rider/push-subscription': {
    access: RIDER,
    call: async () => ({ json: { endpoint: pushSubscription().endpoint } }),
  },
};

async function openApiRoutes(): Promise<string[]> {
  const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
    expectOk(await http.request('GET', '/api/openapi.json', { ip: nextIp() }), 'openapi'),
  );
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
  );
}

beforeAll(async () => {
  geocoder = await startFakeProvider({
    status: 200,
    body: LOHEGAON_ANSWER,
  });
  addressSearch = await startFakeProvider({ status: 200, body: [KHARADI] });
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-matrix-uploads-'));
  gateway = await startFakeRazorpay();
  whatsapp = await startFakeWhatsapp();
  printer = await startFakePrinter();
  t = await createTestApp({
    // Each identity's one session makes some 80 calls here, past the general API limit of 100 a
    // minute per session once the fixtures are counted: a 429 would show as an unexpected answer,
    // never as a pass, but would hide what the route allows.
    env: {
      PRINTER_PORTS: String(printer.port),
      TRUST_PROXY: 'true',
      GEOCODE_URL: geocoder.url,
      GEOCODE_SEARCH_URL: addressSearch.url,
      UPLOADS_DIR: uploadsDir,
      API_REQUESTS_PER_MINUTE: '1000',
      METRICS_TOKEN: 'access-matrix-metrics-token',
      ...gateway.env,
      ...whatsapp.env,
      WHATSAPP_TEMPLATE_ORDER_ACCEPTED: 'order_accepted',
    },
  });
  http = await listen(t);

  cookies.set('anonymous', undefined);
  for (const role of ['staff', 'manager', 'admin'] as const)
    cookies.set(role, await signInStaff(http, `${role}@example.com`, DEMO_PASSWORD, nextIp()));
  // A rider of its own (the demo rider's sessions are left alone), past its temporary password.
  const rider = await freshAccount('rider');
  await t.database.db.insert(riderProfiles).values({ userId: rider.id, phone: '+919876500166' });
  cookies.set('rider', await signInStaff(http, rider.email, DEMO_PASSWORD, nextIp()));
  // On shift, so its own taps act on real deliveries (see riderDelivery()).
  const [riderShift] = await t.database.db
    .insert(riderShifts)
    .values({ riderId: rider.id, floatPaise: 0 })
    .returning({ id: riderShifts.id });
  if (!riderShift) throw new Error('no shift for the matrix rider');
  f.riderId = rider.id;
  f.riderShiftId = riderShift.id;
  cookies.set('customer A', (await signInCustomer(http, nextPhone(), nextIp())).cookie);
  cookies.set('customer B', (await signInCustomer(http, nextPhone(), nextIp())).cookie);
  f.userIdA = await accountId(http, cookies.get('customer A')!, nextIp());
  f.userIdB = await accountId(http, cookies.get('customer B')!, nextIp());

  const categories = json<{ categories: { id: string; is_active: boolean }[] }>(
    await asAdmin('GET', '/api/admin/categories'),
  ).categories;
  f.categoryId = categories.find((c) => c.is_active)!.id;
  const menu = json<{ items: { id: string; inStock: boolean }[] }>(
    expectOk(await http.request('GET', '/api/menu'), 'menu'),
  );
  f.itemId = menu.items.find((i) => i.inStock)!.id;
  f.editItemId = await freshItem();
  f.editCategoryId = await freshCategory();
  f.discountCode = `MATRIX${letters().toUpperCase()}`;
  await asAdmin('POST', '/api/admin/discount-codes', { code: f.discountCode, kind: 'percent', value: 10 });
  const upload = multipartBody({ filename: 'fixture.jpg', type: 'image/jpeg', data: await smallJpeg() });
  const uploaded = expectOk(
    await http.request('POST', '/api/admin/uploads?folder=menu-items', {
      cookie: cookies.get('admin'),
      raw: upload.raw,
      contentType: upload.contentType,
      ip: nextIp(),
    }),
    'fixture upload',
  );
  f.uploadPath = json<{ url: string }>(uploaded).url;
  f.addressOfA = await freshAddressOfA();
  f.orderOfA = await orderOf(f.userIdA);
  f.billedOrderOfA = await deliveredOrderOf(f.userIdA);
  f.creditNoteOfA = await creditNoteOf(f.billedOrderOfA);
  f.usualOfA = (await usualOfA()).id;
  f.upiOrderOfB = await orderOf(f.userIdB, 'upi');
  // The shop's UPI ID, for the rider's QR; saved before the settings are read back below.
  const billing = json<{ billing: Record<string, unknown> }>(
    await asAdmin('GET', '/api/admin/settings/billing'),
  ).billing;
  // Registered for GST as well, so the month's GSTR-1 JSON is due (a shop without a GSTIN gets a 409).
  await asAdmin('PUT', '/api/admin/settings/billing', {
    ...billing,
    upiVpa: 'chaiexpress@okicici',
    regime: 'regular',
    gstin: '27AAPFU0939F1ZV',
  });
  // Seven identities place many door-paid orders of B: no lower cap for a new customer's first ones.
  await asAdmin('PUT', '/api/admin/settings/cash-limits', {
    maxOrder: 5000,
    newCustomerMaxOrder: 2000,
    newCustomerOrders: 0,
  });
  const { updatedAt: _updatedAt, ...settings } = json<Record<string, unknown>>(
    expectOk(await http.request('GET', '/api/settings'), 'settings'),
  );
  f.settings = settings;
  await asAdmin('PUT', '/api/admin/settings/ticket-printer', printerSettings());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await geocoder?.close();
  await addressSearch?.close();
  await gateway?.close();
  await whatsapp?.close();
  await printer?.close();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('access matrix', () => {
  it('has an expectation for every route in the OpenAPI document, and a route for every expectation', async () => {
    const routes = await openApiRoutes();
    const missing = routes.filter((r) => !(r in EXPECTED));
    const stale = Object.keys(EXPECTED).filter((r) => !routes.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('allows and refuses exactly as the table says, for every route and identity', async () => {
    const routes = (await openApiRoutes()).filter((r) => r in EXPECTED);
    const unexpectedAllows: string[] = [];
    const unexpectedDenies: string[] = [];
    const unexpectedAnswers: string[] = [];
    const badDenialBodies: string[] = [];
    let allows = 0;
    let denies = 0;
    let ownershipDenies = 0;
    const table: string[] = [];

    for (const route of routes) {
      const [method, routePath] = route.split(' ') as [string, string];
      const expectation = EXPECTED[route]!;
      const cells: string[] = [];
      for (const who of IDENTITIES) {
        const call = (await expectation.call?.(who)) ?? {};
        const cookie = 'cookie' in call ? call.cookie : cookies.get(who);
        const res = await http.request(method, call.path ?? routePath, {
          cookie,
          ip: nextIp(),
          json: call.json,
          raw: call.raw,
          contentType: call.contentType,
          headers: call.headers,
        });
        const label = `${route} as ${who}: ${res.status} ${res.text.slice(0, 160)}`;
        const ok2xx = res.status >= 200 && res.status < 300;
        const isDenial = res.status === 401 || res.status === 403;
        if (allowed(expectation.access, who)) {
          if (ok2xx) allows++;
          else if (isDenial) unexpectedDenies.push(label);
          else unexpectedAnswers.push(label);
        } else {
          const want = denialStatus(expectation.access, who);
          if (res.status === want) {
            denies++;
            if (want === 404) ownershipDenies++;
            const problem = errorShapeProblem(res);
            if (problem) badDenialBodies.push(`${label}: ${problem}`);
          } else if (ok2xx) unexpectedAllows.push(label);
          else unexpectedAnswers.push(`${label} (expected ${want})`);
        }
        cells.push(`${who.replace('customer ', '')}=${res.status}`);
      }
      table.push(`  ${route.padEnd(46)} ${cells.join(' ')}`);
    }

    console.log(
      `access matrix (route: anonymous, customer A, customer B, staff, manager, admin, rider)\n${table.join('\n')}`,
    );
    console.log(
      [
        `routes covered: ${routes.length} of ${Object.keys(EXPECTED).length} expected`,
        `calls: ${routes.length * IDENTITIES.length}`,
        `expected allows answered 2xx: ${allows}`,
        `expected denies answered 401/403/404: ${denies} (of which ownership 404s: ${ownershipDenies})`,
        `unexpected allows: ${unexpectedAllows.length}`,
        `unexpected denies: ${unexpectedDenies.length}`,
        `other unexpected answers: ${unexpectedAnswers.length}`,
      ].join('\n'),
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenies).toEqual([]);
    expect(unexpectedAnswers).toEqual([]);
    expect(badDenialBodies).toEqual([]);
    expect(allows + denies).toBe(routes.length * IDENTITIES.length);
  });

  it("leaves customer A's addresses and orders as they were after everyone else was refused", async () => {
    const a = cookies.get('customer A');
    const addresses = json<{ addresses: { id: string; landmark: string | null }[] }>(
      expectOk(
        await http.request('GET', '/api/customer/addresses', { cookie: a, ip: nextIp() }),
        'addresses',
      ),
    ).addresses;
    expect(touchedByOthers.addresses.size).toBeGreaterThan(0);
    expect(touchedByOthers.orders.size).toBeGreaterThan(0);
    for (const id of touchedByOthers.addresses) {
      const found = addresses.find((x) => x.id === id);
      expect(found, `address ${id} of A`).toBeDefined();
      // A's own edit ran second (after anonymous); every later caller was refused.
      if (id === f.addressOfA) expect(found!.landmark).toBe('set by customer A');
    }
    for (const id of touchedByOthers.orders) {
      const order = json<{ status: string }>(
        expectOk(await http.request('GET', `/api/orders/${id}`, { cookie: a, ip: nextIp() }), 'order'),
      );
      expect(order.status, `order ${id} of A`).toBe('placed');
    }
    console.log(
      `ownership: ${touchedByOthers.addresses.size} addresses and ${touchedByOthers.orders.size} orders of A ` +
        'targeted by others, all unchanged',
    );
  });
});
