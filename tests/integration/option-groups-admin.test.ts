// Admin option groups through the real routes and database (docs/product.md#item-options): every
// rule's message on its field, who may do what, options matched by id on save, deleting detaches,
// staff turning a choice off, an item's groups in order, the audit trail, the shop's group limit,
// and the storefront menu and admin item list showing each change at their next load.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
  users,
} from '#server/db/schema.ts';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import {
  type AdminOptionGroup,
  OPTION_GROUP_MESSAGES as M,
  type OptionGroupInput,
} from '#shared/api/option-groups.ts';
import { OPTION_LIMITS } from '#shared/catalog/item-options.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let customer: string;
/** Active seeded items to attach groups to. */
let itemIds: string[];

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** Names made here start with this, so seeded groups never get in the way. */
const P = 'T ';

beforeAll(async () => {
  // Far more requests than a person makes in a minute: the shop-wide per-client limit is not what
  // this file tests (tests/integration/api-rate-limit.test.ts does).
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '10000' } });
  [admin, manager, staff, customer] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
    sessionFor(t, 'user'),
  ]);
  const items = await t.database.db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.isActive, true))
    .orderBy(menuItems.name)
    .limit(12);
  itemIds = items.map((i) => i.id);
  expect(itemIds.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = endpointCaller(() => t.app);

let counter = 0;
/**
 * A valid single-choice group body ('Cup': Cutting, Full +₹10). Typed as the body the route takes,
 * though some tests override a field with one the route must refuse.
 */
function cupBody(overrides: Record<string, unknown> = {}): OptionGroupInput {
  counter += 1;
  return {
    name: `${P}Cup ${counter}`,
    selection: 'single',
    required: true,
    min_choices: 1,
    max_choices: 1,
    options: [
      { name: 'Cutting', price_delta: 0, is_default: true },
      { name: 'Full', price_delta: 10 },
    ],
    ...overrides,
  } as OptionGroupInput;
}

async function createGroup(
  overrides: Record<string, unknown> = {},
  cookie = manager,
): Promise<AdminOptionGroup> {
  const res = await call('POST /api/admin/option-groups', { cookie, body: cupBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function listGroups(cookie = staff): Promise<AdminOptionGroup[]> {
  const res = await call('GET /api/admin/option-groups', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups;
}

async function attach(itemId: string, groupIds: string[], cookie = manager) {
  return call('PUT /api/admin/menu-items/:id/option-groups', {
    cookie,
    params: { id: itemId },
    body: { group_ids: groupIds },
  });
}

async function menu(): Promise<MenuResponse> {
  const res = await t.app.inject('/api/menu');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function fieldsOf(body: unknown): Promise<Record<string, string>> {
  const res = await call('POST /api/admin/option-groups', { cookie: manager, body: body as never });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  return res.json().error.fields;
}

describe('who may do what', () => {
  const routes = (groupId: string, optionId: string, itemId: string): [Method, string, unknown][] => [
    ['GET', '/api/admin/option-groups', undefined],
    ['POST', '/api/admin/option-groups', cupBody()],
    ['PUT', `/api/admin/option-groups/${groupId}`, cupBody()],
    ['DELETE', `/api/admin/option-groups/${groupId}`, undefined],
    ['PUT', `/api/admin/options/${optionId}/availability`, { available: false }],
    ['PUT', `/api/admin/menu-items/${itemId}/option-groups`, { group_ids: [groupId] }],
  ];

  it('turns strangers away with 401 and customers with 403, changing nothing', async () => {
    const group = await createGroup();
    for (const [method, url, body] of routes(group.id, group.options[0]!.id, itemIds[0]!)) {
      const stranger = await call.url(method, url, { body });
      expect(stranger.statusCode, `${method} ${url}`).toBe(401);
      expect(stranger.json().error.message).toBe('Authentication required');
      const asCustomer = await call.url(method, url, { cookie: customer, body });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json().error.message).toBe('Admin privileges required');
    }
    const [after] = (await listGroups()).filter((g) => g.id === group.id);
    expect(after).toEqual(group);
  });

  it('lets staff read groups and toggle availability, and nothing else', async () => {
    const group = await createGroup();
    const [list, add, edit, remove, toggle, place] = routes(group.id, group.options[1]!.id, itemIds[0]!);
    for (const [method, url, body] of [add, edit, remove, place] as [Method, string, unknown][]) {
      const res = await call.url(method, url, { cookie: staff, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe("Permission 'options:manage' required");
    }
    expect((await call.url(list![0], list![1], { cookie: staff })).statusCode).toBe(200);
    const toggled = await call.url(toggle![0], toggle![1], { cookie: staff, body: toggle![2] });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json().options[1].is_available).toBe(false);
    // Only the toggle changed.
    const [after] = (await listGroups()).filter((g) => g.id === group.id);
    expect({ ...after, updated_at: group.updated_at }).toEqual({
      ...group,
      options: [group.options[0], { ...group.options[1], is_available: false }],
    });
  });

  it('lets managers and admins change groups', async () => {
    const byAdmin = await createGroup({}, admin);
    const res = await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: byAdmin.id },
      body: cupBody(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attach(itemIds[2]!, [byAdmin.id], admin)).statusCode).toBe(200);
    expect(
      (await call('DELETE /api/admin/option-groups/:id', { cookie: admin, params: { id: byAdmin.id } }))
        .statusCode,
    ).toBe(204);
  });
});

describe('saving a group', () => {
  it('answers the group as stored, in rupees, options in the order sent', async () => {
    const group = await createGroup({
      name: `  ${P}Sugar  `,
      selection: 'multiple',
      required: false,
      min_choices: 0,
      max_choices: 2,
      sort_order: 5,
      options: [
        { name: ' Less ', price_delta: 0 },
        { name: 'Extra', price_delta: 2.5, is_available: false },
        { name: 'Gur', price_delta: 19.99, is_default: true },
      ],
    });
    expect(group).toMatchObject({
      name: `${P}Sugar`,
      selection: 'multiple',
      required: false,
      min_choices: 0,
      max_choices: 2,
      sort_order: 5,
      item_ids: [],
      options: [
        { name: 'Less', price_delta: 0, is_default: false, is_available: true },
        { name: 'Extra', price_delta: 2.5, is_default: false, is_available: false },
        { name: 'Gur', price_delta: 19.99, is_default: true, is_available: true },
      ],
    });
    const [stored] = await t.database.db
      .select({ paise: options.priceDeltaPaise })
      .from(options)
      .where(and(eq(options.groupId, group.id), eq(options.name, 'Gur')));
    expect(stored?.paise).toBe(1999);
    expect((await listGroups()).find((g) => g.id === group.id)).toEqual(group);
  });

  it('names every missing field with its message', async () => {
    expect(await fieldsOf({})).toEqual({
      name: M.name,
      selection: 'Choose single or multiple choice',
      min_choices: M.minChoices,
      max_choices: M.maxChoices,
      options: M.options,
    });
    expect(await fieldsOf(cupBody({ name: '   ', options: [] }))).toMatchObject({
      name: M.name,
      options: M.options,
    });
    expect(await fieldsOf(cupBody({ selection: 'triple' }))).toEqual({
      selection: 'Choose single or multiple choice',
    });
    expect(await fieldsOf(cupBody({ name: 'x'.repeat(OPTION_LIMITS.groupNameMax + 1) }))).toEqual({
      name: `Name must be at most ${OPTION_LIMITS.groupNameMax} characters`,
    });
  });

  it("checks each option's name and extra price", async () => {
    const withOption = (option: Record<string, unknown>) =>
      cupBody({ options: [{ name: 'Cutting' }, { name: 'Full', ...option }] });
    expect(await fieldsOf(withOption({ name: '  ' }))).toEqual({ 'options.1.name': M.optionName });
    expect(await fieldsOf(withOption({ name: 'x'.repeat(61) }))).toEqual({
      'options.1.name': `Option name must be at most ${OPTION_LIMITS.optionNameMax} characters`,
    });
    expect(await fieldsOf(withOption({ price_delta: -1 }))).toEqual({
      'options.1.price_delta': M.priceDelta,
    });
    expect(await fieldsOf(withOption({ price_delta: 1.234 }))).toEqual({
      'options.1.price_delta': M.priceStep,
    });
    expect(await fieldsOf(withOption({ price_delta: 10_000.01 }))).toEqual({
      'options.1.price_delta': M.priceMax,
    });
    expect(await fieldsOf(withOption({ price_delta: '10' }))).toEqual({
      'options.1.price_delta': M.priceDelta,
    });
    expect(await fieldsOf(withOption({ id: 'not-an-id' }))).toEqual({ 'options.1.id': M.optionNotFound });
    // The largest allowed delta is accepted.
    const max = await createGroup({ options: [{ name: 'Cutting' }, { name: 'Gold', price_delta: 10_000 }] });
    expect(max.options[1]!.price_delta).toBe(10_000);
  });

  it('keeps the choice rules, each on the field to change', async () => {
    const multiple = { selection: 'multiple', required: false, min_choices: 0 };
    expect(await fieldsOf(cupBody({ max_choices: 2 }))).toEqual({ max_choices: M.singleMax });
    expect(await fieldsOf(cupBody({ required: true, min_choices: 0 }))).toEqual({
      min_choices: M.requiredMin,
    });
    expect(await fieldsOf(cupBody({ required: false, min_choices: 1 }))).toEqual({
      min_choices: M.optionalMin,
    });
    expect(await fieldsOf(cupBody({ ...multiple, required: true, min_choices: 2, max_choices: 1 }))).toEqual({
      min_choices: M.minAboveMax,
    });
    expect(await fieldsOf(cupBody({ ...multiple, max_choices: 3 }))).toEqual({
      max_choices: M.maxAboveOptions,
    });
    expect(await fieldsOf(cupBody({ min_choices: -1 }))).toMatchObject({ min_choices: M.minChoices });
    expect(await fieldsOf(cupBody({ min_choices: 0.5 }))).toMatchObject({ min_choices: M.minChoices });
    expect(await fieldsOf(cupBody({ max_choices: 0 }))).toMatchObject({ max_choices: M.maxChoices });
    expect(
      await fieldsOf(
        cupBody({
          options: [
            { name: 'Cutting', is_default: true },
            { name: 'Full', is_default: true },
          ],
        }),
      ),
    ).toEqual({ options: M.defaults });
    expect(await fieldsOf(cupBody({ options: [{ name: 'Full' }, { name: ' full' }] }))).toEqual({
      options: M.duplicateName,
    });
    // Required and multiple: 2 to 3 of 3 is fine.
    const ok = await createGroup({
      selection: 'multiple',
      required: true,
      min_choices: 2,
      max_choices: 3,
      options: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
    expect(ok.min_choices).toBe(2);
  });

  it('refuses more options than a group may have, 1,000 included, storing nothing', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Choice ${i}` }));
    const name = `${P}Huge`;
    for (const n of [OPTION_LIMITS.optionsPerGroup + 1, 1000]) {
      const fields = await fieldsOf(
        cupBody({ name, selection: 'multiple', required: false, min_choices: 0, options: many(n) }),
      );
      expect(fields).toEqual({ options: M.tooManyOptions });
    }
    const stored = await t.database.db.select().from(optionGroups).where(eq(optionGroups.name, name));
    expect(stored).toEqual([]);
    const atLimit = await createGroup({ options: many(OPTION_LIMITS.optionsPerGroup) });
    expect(atLimit.options).toHaveLength(OPTION_LIMITS.optionsPerGroup);
  });

  it("makes new options on create even when ids are sent, leaving another group's options where they are", async () => {
    const source = await createGroup();
    const copy = await createGroup({
      options: source.options.map(({ id, name, price_delta, is_default }) => ({
        id,
        name,
        price_delta,
        is_default,
      })),
    });
    expect(copy.options.map((o) => o.name)).toEqual(['Cutting', 'Full']);
    expect(copy.options.map((o) => o.id)).not.toContain(source.options[0]!.id);
    expect((await listGroups()).find((g) => g.id === source.id)).toEqual(source);
  });

  it('refuses an option id given twice', async () => {
    const group = await createGroup();
    const [a] = group.options;
    const res = await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        ...cupBody(),
        options: [
          { id: a!.id, name: 'One' },
          { id: a!.id, name: 'Two' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ options: M.optionNotFound });
  });
});

describe("the database's own checks", () => {
  // The body's schema states every rule first, so only a caller past it (a future route, a
  // script using the service) can reach them; what it gets must still be the form's 400.
  const actor = { userId: 'script', role: 'admin' as const, ipAddress: null, userAgent: null };
  const base = {
    name: `${P}Unchecked`,
    selection: 'single' as const,
    required: true,
    min_choices: 1,
    max_choices: 1,
    sort_order: 0,
    options: [{ name: 'A', price_delta: 0, is_default: false, is_available: true }],
  };

  it('turn a rule the service was not told about into the field message, storing nothing', async () => {
    const cases: [Partial<typeof base>, Record<string, string>][] = [
      [{ max_choices: 2 }, { max_choices: M.singleMax }],
      [{ required: false }, { min_choices: M.optionalMin }],
      [{ min_choices: 0 }, { min_choices: M.requiredMin }],
      [{ selection: 'multiple' as never, min_choices: 3, max_choices: 2 }, { min_choices: M.minAboveMax }],
      [{ options: [{ ...base.options[0]!, price_delta: -1 }] }, { options: M.priceDelta }],
    ];
    for (const [change, fields] of cases) {
      const refused = await t.app.services.optionGroups.createGroup({ ...base, ...change }, actor).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, JSON.stringify(change)).toMatchObject({ statusCode: 400, fields });
    }
    const stored = await t.database.db.select().from(optionGroups).where(eq(optionGroups.name, base.name));
    expect(stored).toEqual([]);
  });
});

describe('replacing a group: options matched by id', () => {
  it('updates options sent with their id, creates those without, deletes those left out', async () => {
    const group = await createGroup({
      selection: 'multiple',
      required: false,
      min_choices: 0,
      max_choices: 2,
      options: [{ name: 'Ginger', price_delta: 5 }, { name: 'Elaichi', price_delta: 5 }, { name: 'Tulsi' }],
    });
    const [ginger, elaichi, tulsi] = group.options;
    const res = await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        name: `${P}Add-ons`,
        selection: 'multiple',
        required: false,
        min_choices: 0,
        max_choices: 2,
        options: [
          { id: elaichi!.id, name: 'Cardamom', price_delta: 6, is_available: false },
          { name: 'Pepper', price_delta: 3 },
          { id: ginger!.id, name: 'Ginger', price_delta: 5 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved: AdminOptionGroup = res.json();
    expect(saved.name).toBe(`${P}Add-ons`);
    expect(saved.options.map((o) => [o.name, o.price_delta, o.is_available])).toEqual([
      ['Cardamom', 6, false],
      ['Pepper', 3, true],
      ['Ginger', 5, true],
    ]);
    expect(saved.options[0]!.id).toBe(elaichi!.id);
    expect(saved.options[2]!.id).toBe(ginger!.id);
    expect([ginger!.id, elaichi!.id, tulsi!.id]).not.toContain(saved.options[1]!.id);
    const gone = await t.database.db.select().from(options).where(eq(options.id, tulsi!.id));
    expect(gone).toEqual([]);
    expect(Date.parse(saved.updated_at)).toBeGreaterThanOrEqual(Date.parse(group.updated_at));
  });

  it("refuses another group's option id, never moving it, and changes nothing", async () => {
    const mine = await createGroup();
    const theirs = await createGroup();
    const before = await listGroups();
    for (const stolenId of [theirs.options[1]!.id, NO_SUCH_ID]) {
      const res = await call('PUT /api/admin/option-groups/:id', {
        cookie: manager,
        params: { id: mine.id },
        body: {
          ...cupBody({ name: `${P}Renamed` }),
          options: [
            { id: mine.options[0]!.id, name: 'Cutting' },
            { id: stolenId, name: 'Stolen' },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        message: M.optionNotFound,
        fields: { options: M.optionNotFound },
      });
    }
    expect(await listGroups()).toEqual(before);
  });

  it('answers 404 for a group that does not exist, with any id', async () => {
    for (const id of [NO_SUCH_ID, 'not-a-uuid', '1', "1' or '1'='1"]) {
      const res = await call('PUT /api/admin/option-groups/:id', {
        cookie: manager,
        params: { id: encodeURIComponent(id) },
        body: cupBody(),
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: M.groupNotFound });
    }
  });

  it('keeps the rules against the options the save leaves', async () => {
    const group = await createGroup({
      selection: 'multiple',
      required: false,
      min_choices: 0,
      max_choices: 2,
      options: [{ name: 'A' }, { name: 'B' }],
    });
    const res = await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        ...cupBody(),
        selection: 'multiple',
        required: false,
        min_choices: 0,
        max_choices: 2,
        options: [{ id: group.options[0]!.id, name: 'A' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ max_choices: M.maxAboveOptions });
  });
});

describe('deleting a group', () => {
  it('detaches it from every item and answers 404 afterwards', async () => {
    const keep = await createGroup();
    const doomed = await createGroup();
    expect((await attach(itemIds[0]!, [doomed.id, keep.id])).statusCode).toBe(200);
    expect((await attach(itemIds[1]!, [doomed.id])).statusCode).toBe(200);
    const res = await call('DELETE /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: doomed.id },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const groups = await listGroups();
    expect(groups.map((g) => g.id)).not.toContain(doomed.id);
    const links = await t.database.db
      .select({ itemId: menuItemOptionGroups.menuItemId, groupId: menuItemOptionGroups.groupId })
      .from(menuItemOptionGroups)
      .where(inArray(menuItemOptionGroups.menuItemId, [itemIds[0]!, itemIds[1]!]));
    expect(links).toEqual([{ itemId: itemIds[0], groupId: keep.id }]);
    const orphanOptions = await t.database.db.select().from(options).where(eq(options.groupId, doomed.id));
    expect(orphanOptions).toEqual([]);
    for (const id of [doomed.id, 'not-a-uuid']) {
      const again = await call('DELETE /api/admin/option-groups/:id', { cookie: manager, params: { id } });
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(M.groupNotFound);
    }
  });
});

describe("turning an option off and on (staff's toggle)", () => {
  it('changes only that option and answers its whole group', async () => {
    const group = await createGroup();
    const full = group.options[1]!;
    const off = await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: full.id },
      body: { available: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      id: group.id,
      options: [{ is_available: true }, { is_available: false }],
    });
    const on = await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: full.id },
      body: { available: true },
    });
    expect(on.json().options[1].is_available).toBe(true);
  });

  it('refuses an unknown option with 404 and a body that is not true or false with 400', async () => {
    for (const id of [NO_SUCH_ID, 'cheese']) {
      const res = await call('PUT /api/admin/options/:id/availability', {
        cookie: staff,
        params: { id },
        body: { available: false },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.optionNotFound);
    }
    const group = await createGroup();
    for (const body of [{}, { available: 'no' }, { available: null }]) {
      const res = await call('PUT /api/admin/options/:id/availability', {
        cookie: staff,
        params: { id: group.options[0]!.id },
        body: body as never,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ available: 'Available must be true or false' });
    }
  });
});

describe('a save from a form loaded before a change (updated_at)', () => {
  /** The group as a PUT body, as the form sends it: options with their ids, and its updated_at. */
  function bodyOf(group: AdminOptionGroup, overrides: Record<string, unknown> = {}) {
    return {
      name: group.name,
      selection: group.selection,
      required: group.required,
      min_choices: group.min_choices,
      max_choices: group.max_choices,
      sort_order: group.sort_order,
      options: group.options.map(({ id, name, price_delta, is_default, is_available }) => ({
        id,
        name,
        price_delta,
        is_default,
        is_available,
      })),
      updated_at: group.updated_at,
      ...overrides,
    };
  }
  const put = (group: AdminOptionGroup, body: unknown, cookie = manager) =>
    call('PUT /api/admin/option-groups/:id', { cookie, params: { id: group.id }, body: body as never });

  it('refuses a stale save after staff mark an option sold out, and the option stays sold out', async () => {
    const loaded = await createGroup();
    const full = loaded.options[1]!;
    const off = await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: full.id },
      body: { available: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().updated_at).not.toBe(loaded.updated_at);

    const stale = await put(loaded, bodyOf(loaded, { name: `${loaded.name} renamed` }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', message: M.staleGroup });
    const [stored] = await t.database.db.select().from(options).where(eq(options.id, full.id));
    expect(stored!.isAvailable).toBe(false);
    const [group] = await t.database.db.select().from(optionGroups).where(eq(optionGroups.id, loaded.id));
    expect(group!.name).toBe(loaded.name);
    expect((await menu()).optionGroups.find((g) => g.id === loaded.id)).toBeUndefined();

    // Reloaded, the same edit goes through and keeps the option sold out.
    const fresh: AdminOptionGroup = off.json();
    const saved = await put(fresh, bodyOf(fresh, { name: `${loaded.name} renamed` }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: `${loaded.name} renamed`,
      options: [{}, { is_available: false }],
    });
    expect(saved.json().updated_at).not.toBe(fresh.updated_at);
  });

  it('refuses a stale save after another edit, and after turning an option off and on again', async () => {
    const loaded = await createGroup();
    const first = await put(loaded, bodyOf(loaded, { sort_order: 5 }));
    expect(first.statusCode, first.body).toBe(200);
    expect((await put(loaded, bodyOf(loaded))).statusCode).toBe(409);

    const current: AdminOptionGroup = first.json();
    const full = current.options[1]!;
    for (const available of [false, true])
      await call('PUT /api/admin/options/:id/availability', {
        cookie: staff,
        params: { id: full.id },
        body: { available },
      });
    expect((await put(current, bodyOf(current))).statusCode).toBe(409);
  });

  it('keeps updated_at when a toggle changes nothing, so a form loaded before it still saves', async () => {
    const loaded = await createGroup();
    const same = await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: loaded.options[0]!.id },
      body: {
        available: true,
      },
    });
    expect(same.json().updated_at).toBe(loaded.updated_at);
    expect((await put(loaded, bodyOf(loaded))).statusCode).toBe(200);
  });

  it('replaces the group as before when updated_at is left out (API clients)', async () => {
    const loaded = await createGroup();
    await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: loaded.options[1]!.id },
      body: {
        available: false,
      },
    });
    const { updated_at: _left, ...body } = bodyOf(loaded, { sort_order: 3 });
    const saved = await put(loaded, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sort_order: 3, options: [{}, { is_available: true }] });
  });

  it('refuses an updated_at that is not a time with 400, and a stale one for a missing group with 404', async () => {
    const loaded = await createGroup();
    const bad = await put(loaded, bodyOf(loaded, { updated_at: 'yesterday' }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('updated_at');
    const missing = await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: NO_SUCH_ID },
      body: bodyOf(loaded),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets one of two saves from the same loaded group win and refuses the other with 409', async () => {
    const loaded = await createGroup();
    const answers = await Promise.all([
      put(loaded, bodyOf(loaded, { name: `${loaded.name} A` }), manager),
      put(loaded, bodyOf(loaded, { name: `${loaded.name} B` }), admin),
      call('PUT /api/admin/options/:id/availability', {
        cookie: staff,
        params: { id: loaded.options[1]!.id },
        body: { available: false },
      }),
    ]);
    const saves = answers.slice(0, 2);
    // The toggle may land first (both saves refused) or after one save; never are both saves taken.
    expect(answers[2]!.statusCode, answers[2]!.body).toBe(200);
    const codes = saves.map((a) => a.statusCode).sort();
    expect([
      [200, 409],
      [409, 409],
    ]).toContainEqual(codes);
    const [group] = await t.database.db.select().from(optionGroups).where(eq(optionGroups.id, loaded.id));
    const winner = saves.find((a) => a.statusCode === 200);
    expect(group!.name).toBe(winner ? winner.json().name : loaded.name);
    const [full] = await t.database.db.select().from(options).where(eq(options.id, loaded.options[1]!.id));
    expect(full!.isAvailable).toBe(false);
  });

  it('lets exactly one of two saves race without a toggle', async () => {
    const loaded = await createGroup();
    const answers = await Promise.all([
      put(loaded, bodyOf(loaded, { name: `${loaded.name} A` }), manager),
      put(loaded, bodyOf(loaded, { name: `${loaded.name} B` }), admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error.message).toBe(M.staleGroup);
    const [group] = await t.database.db.select().from(optionGroups).where(eq(optionGroups.id, loaded.id));
    expect(group!.name).toBe(answers.find((a) => a.statusCode === 200)!.json().name);
  });
});

describe("an item's groups", () => {
  it('replaces the list in the order given, and the groups list their items', async () => {
    const [a, b, c] = [await createGroup(), await createGroup(), await createGroup()];
    const item = itemIds[3]!;
    const first = await attach(item, [c.id, a.id, b.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ group_ids: [c.id, a.id, b.id] });
    expect((await attach(item, [b.id, c.id])).json()).toEqual({ group_ids: [b.id, c.id] });
    const groups = await listGroups();
    expect(groups.find((g) => g.id === a.id)!.item_ids).not.toContain(item);
    expect(groups.find((g) => g.id === b.id)!.item_ids).toContain(item);
    expect((await attach(item, [])).json()).toEqual({ group_ids: [] });
  });

  it('answers 404 for an unknown item and 400 for unknown, repeated or too many groups', async () => {
    const group = await createGroup();
    for (const id of [NO_SUCH_ID, 'masala-chai']) {
      const res = await attach(id, [group.id]);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Menu item not found');
    }
    const item = itemIds[4]!;
    const unknown = await attach(item, [group.id, NO_SUCH_ID]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ group_ids: M.unknownGroup });
    const malformed = await attach(item, ['sugar']);
    expect(malformed.json().error.fields).toEqual({ 'group_ids.0': M.unknownGroup });
    const twice = await attach(item, [group.id, group.id]);
    expect(twice.json().error.fields).toEqual({ group_ids: 'A group is listed twice' });
    const tooMany = await attach(
      item,
      Array.from(
        { length: OPTION_LIMITS.groupsPerItem + 1 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
    );
    expect(tooMany.json().error.fields).toEqual({ group_ids: M.groupsPerItem });
    const notAList = await call('PUT /api/admin/menu-items/:id/option-groups', {
      cookie: manager,
      params: { id: item },
      body: { group_ids: 'x' } as never,
    });
    expect(notAList.json().error.fields).toEqual({ group_ids: 'group_ids must be a list' });
    // None of those attached anything.
    const links = await t.database.db
      .select()
      .from(menuItemOptionGroups)
      .where(eq(menuItemOptionGroups.menuItemId, item));
    expect(links).toEqual([]);
  });

  it('attaches up to the limit', async () => {
    const groups: AdminOptionGroup[] = [];
    for (let i = 0; i < OPTION_LIMITS.groupsPerItem; i++) groups.push(await createGroup());
    const res = await attach(
      itemIds[5]!,
      groups.map((g) => g.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group_ids).toEqual(groups.map((g) => g.id));
    expect((await attach(itemIds[5]!, [])).statusCode).toBe(200);
  });
});

describe('audit trail', () => {
  async function entries(recordId: string) {
    return t.database.db
      .select({
        action: auditLogs.action,
        tableName: auditLogs.tableName,
        oldValues: auditLogs.oldValues,
        newValues: auditLogs.newValues,
      })
      .from(auditLogs)
      .where(eq(auditLogs.recordId, recordId))
      .orderBy(auditLogs.createdAt);
  }

  it('records each change with who made it', async () => {
    const group = await createGroup({ name: `${P}Audited` });
    const optionId = group.options[0]!.id;
    await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        ...cupBody({ name: `${P}Audited 2` }),
        options: [
          { id: optionId, name: 'Cutting', is_default: true },
          { name: 'Large', price_delta: 15 },
        ],
      },
    });
    await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: optionId },
      body: { available: false },
    });
    await attach(itemIds[6]!, [group.id]);
    await call('DELETE /api/admin/option-groups/:id', { cookie: manager, params: { id: group.id } });

    const onGroup = await entries(group.id);
    expect(onGroup.map((e) => e.action)).toEqual([
      'option_groups.create',
      'option_groups.update',
      'option_groups.delete',
    ]);
    expect(onGroup[0]!.newValues).toMatchObject({ name: `${P}Audited` });
    // Only what the save changed, each field with the value it had.
    expect(onGroup[1]!.oldValues).toEqual({
      name: `${P}Audited`,
      // An option's translations are among its values: a save that changes them is audited too.
      options: group.options.map(({ name, price_delta, is_default, is_available }) => ({
        name,
        price_delta,
        is_default,
        is_available,
        translations: {},
      })),
    });
    expect(onGroup[1]!.newValues).toEqual({
      name: `${P}Audited 2`,
      options: [
        { name: 'Cutting', price_delta: 0, is_default: true, is_available: true, translations: {} },
        { name: 'Large', price_delta: 15, is_default: false, is_available: true, translations: {} },
      ],
      changed_options: {
        created: [expect.any(String)],
        updated: [optionId],
        deleted: [group.options[1]!.id],
      },
    });
    expect(onGroup[2]!.newValues).toEqual({ name: `${P}Audited 2`, item_ids: [itemIds[6]] });

    const [toggle] = await entries(optionId);
    expect(toggle).toMatchObject({
      action: 'options.availability',
      tableName: 'options',
      newValues: { group_id: group.id, name: 'Cutting', is_available: false },
    });

    const onItem = (await entries(itemIds[6]!)).filter((e) => e.action === 'menu_items.option_groups');
    expect(onItem.at(-1)!.newValues).toEqual({ group_ids: [group.id], previous_group_ids: [] });

    const staffUser = await t.database.db
      .select({ userId: auditLogs.userId })
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, optionId), eq(auditLogs.action, 'options.availability')));
    expect(staffUser[0]!.userId).toBeTruthy();
  });

  it('records nothing for a refused change', async () => {
    const group = await createGroup();
    await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: cupBody({ max_choices: 5 }),
    });
    await call('DELETE /api/admin/option-groups/:id', { cookie: staff, params: { id: group.id } });
    expect((await entries(group.id)).map((e) => e.action)).toEqual(['option_groups.create']);
  });
});

describe('the storefront and the admin item list see changes at their next load', () => {
  it('shows an attached group, its edits, a toggled option and its removal', async () => {
    const item = itemIds[7]!;
    await menu(); // built and cached before the change
    const group = await createGroup({ name: `${P}Menu cup` });
    expect((await attach(item, [group.id])).statusCode).toBe(200);
    let m = await menu();
    expect(m.items.find((i) => i.id === item)!.optionGroupIds).toEqual([group.id]);
    expect(m.optionGroups.find((g) => g.id === group.id)).toMatchObject({
      name: `${P}Menu cup`,
      selection: 'single',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { name: 'Cutting', priceDelta: 0, isDefault: true, available: true },
        { name: 'Full', priceDelta: 10, isDefault: false, available: true },
      ],
    });

    await call('PUT /api/admin/options/:id/availability', {
      cookie: staff,
      params: { id: group.options[1]!.id },
      body: { available: false },
    });
    m = await menu();
    expect(m.optionGroups.find((g) => g.id === group.id)!.options[1]!.available).toBe(false);

    await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        ...cupBody({ name: `${P}Menu glass` }),
        options: [
          { id: group.options[0]!.id, name: 'Small', price_delta: 0 },
          { name: 'Large', price_delta: 12 },
        ],
      },
    });
    m = await menu();
    expect(m.optionGroups.find((g) => g.id === group.id)).toMatchObject({
      name: `${P}Menu glass`,
      options: [{ name: 'Small' }, { name: 'Large', priceDelta: 12 }],
    });

    const items = (await call('GET /api/admin/menu-items', { cookie: staff })).json().items as AdminItem[];
    expect(items.find((i) => i.id === item)!.option_group_ids).toEqual([group.id]);

    await call('DELETE /api/admin/option-groups/:id', { cookie: manager, params: { id: group.id } });
    m = await menu();
    expect(m.items.find((i) => i.id === item)!.optionGroupIds).toEqual([]);
    expect(m.optionGroups.map((g) => g.id)).not.toContain(group.id);
    const after = (await call('GET /api/admin/menu-items', { cookie: staff })).json().items as AdminItem[];
    expect(after.find((i) => i.id === item)!.option_group_ids).toEqual([]);
  });
});

describe("the shop's group limit", () => {
  it(`lets only one of several saves at once take the last place, refusing the rest with 409`, async () => {
    const existing = (await listGroups()).length;
    const missing = OPTION_LIMITS.groups - existing - 1;
    await t.database.db.insert(optionGroups).values(
      Array.from({ length: missing }, (_, i) => ({
        name: `${P}Filler ${i}`,
        selection: 'single' as const,
        required: false,
        minChoices: 0,
        maxChoices: 1,
      })),
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST /api/admin/option-groups', {
            cookie: i % 2 ? manager : admin,
            body: cupBody({ name: `${P}Race ${i}` }),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: M.tooManyGroups });
      expect((await listGroups()).length).toBe(OPTION_LIMITS.groups);
    } finally {
      await t.database.db.delete(optionGroups).where(like(optionGroups.name, `${P}Filler %`));
    }
    expect(
      (await call('POST /api/admin/option-groups', { cookie: manager, body: cupBody() })).statusCode,
    ).toBe(201);
  });
});

describe('past orders', () => {
  it('keep the options they were ordered with after the group is edited and deleted', async () => {
    await signInCustomer(t, '9890044444', 'Asha Kulkarni', '10.91.0.1');
    const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890044444'));
    const item = itemIds[8]!;
    const group = await createGroup({ name: `${P}Ordered cup` });
    expect((await attach(item, [group.id])).statusCode).toBe(200);
    const full = group.options[1]!;
    const { order } = await t.app.services.orders.place(user!.id, {
      idempotencyKey: `options-snapshot-${counter}`,
      lines: [{ menuItemId: item, quantity: 1, options: [full.id] }],
      address: deliveryAddress({
        name: 'Asha',
        phone: '+919890044444',
        address: 'Porwal Rd, Lohegaon, Pune',
      }),
      paymentMethod: 'cod',
    });
    const before = order.lines[0]!;
    expect(before.options).toMatchObject([{ group: `${P}Ordered cup`, name: 'Full', priceDelta: 10 }]);

    await call('PUT /api/admin/option-groups/:id', {
      cookie: manager,
      params: { id: group.id },
      body: {
        ...cupBody({ name: `${P}Renamed cup` }),
        options: [
          { name: 'Cutting', is_default: true },
          { id: full.id, name: 'Big', price_delta: 99 },
        ],
      },
    });
    await call('DELETE /api/admin/option-groups/:id', { cookie: manager, params: { id: group.id } });

    const res = await call.url('GET', `/api/admin/orders/${order.id}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().lines[0];
    expect(after).toMatchObject({ unitPrice: before.unitPrice, lineTotal: before.lineTotal });
    expect(after.options).toMatchObject([{ group: `${P}Ordered cup`, name: 'Full', priceDelta: 10 }]);
  });
});
