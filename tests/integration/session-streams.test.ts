// Live streams end with the session: signing out, disabling an account or changing its role
// ends that account's open streams at once (with an `ended` event), on every instance. The
// heartbeat, which also re-checks the session, is set to a minute here so it cannot be what
// ends them. A notice a stream could not have seen (it came before the stream joined its
// account's set, or while the event listener was away) is made up for by a session re-check.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { sessions, users } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

const HEARTBEAT_MS = 60_000;
const QUICKLY_MS = 1000;

let t: TestApp;
let base: string;
let admin: string;
let accounts = 0;

beforeAll(async () => {
  t = await createTestApp({ streamHeartbeatMs: HEARTBEAT_MS });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.95.0.1');
});
afterAll(() => t.close());

const STAFF_STREAM = '/api/admin/orders/events';
const CUSTOMER_STREAM = '/api/orders/events';

/** A new member of staff, signed in: its own account so each test can end it. */
async function newStaff(role: 'staff' | 'manager' = 'staff') {
  accounts += 1;
  const email = `stream-${accounts}@example.com`;
  const id = await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'Stream Tester',
    role,
    password: DEMO_PASSWORD,
  });
  return { id, cookie: await signInStaff(t, email, DEMO_PASSWORD, `10.95.1.${accounts}`) };
}

async function newCustomer() {
  accounts += 1;
  const phone = `98901${String(accounts).padStart(5, '0')}`;
  const { cookie } = await signInCustomer(t, phone, 'Stream Customer', `10.95.2.${accounts}`);
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.phoneNumber, `+91${phone}`));
  return { id: row!.id, cookie };
}

async function opened(url: string, cookie: string): Promise<SseClient> {
  const stream = await openSse(url, cookie);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

/** Runs `act` and resolves with how long the stream took to end after it (or fails the test). */
async function endsQuicklyAfter(stream: SseClient, act: () => Promise<void>): Promise<void> {
  try {
    await act();
    // From the moment the change has been answered: the request itself may wait on a busy host.
    const started = Date.now();
    const outcome = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), QUICKLY_MS).unref()),
    ]);
    expect(outcome).toBe('ended');
    expect(Date.now() - started).toBeLessThan(QUICKLY_MS);
    // Told why, so the web client asks once instead of reconnecting blindly.
    expect(stream.events.at(-1)?.event).toBe('ended');
  } finally {
    stream.close();
  }
}

const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: { cookie: admin }, payload });

describe('the staff order board stream ends at once', () => {
  it('when the member of staff signs out', async () => {
    const { cookie } = await newStaff();
    const board = await opened(`${base}${STAFF_STREAM}`, cookie);
    await endsQuicklyAfter(board, async () => {
      const out = await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { cookie } });
      expect(out.statusCode).toBe(200);
    });
  });

  it('when the account is disabled', async () => {
    const { id, cookie } = await newStaff();
    const board = await opened(`${base}${STAFF_STREAM}`, cookie);
    await endsQuicklyAfter(board, async () => {
      expect((await patch(id, { disabled: true })).statusCode).toBe(200);
    });
    expect((await fetch(`${base}${STAFF_STREAM}`, { headers: { cookie } })).status).toBe(401);
  });

  it('when its role changes', async () => {
    const { id, cookie } = await newStaff('manager');
    const board = await opened(`${base}${STAFF_STREAM}`, cookie);
    await endsQuicklyAfter(board, async () => {
      expect((await patch(id, { role: 'user' })).statusCode).toBe(200);
    });
    expect((await fetch(`${base}${STAFF_STREAM}`, { headers: { cookie } })).status).toBe(403);
  });

  it('and only that account’s streams', async () => {
    const first = await newStaff();
    const second = await newStaff();
    const [ended, kept] = await Promise.all([
      opened(`${base}${STAFF_STREAM}`, first.cookie),
      opened(`${base}${STAFF_STREAM}`, second.cookie),
    ]);
    try {
      await endsQuicklyAfter(ended, async () => {
        expect((await patch(first.id, { disabled: true })).statusCode).toBe(200);
      });
      const stillOpen = await Promise.race([
        kept.ended.then(() => false),
        new Promise((resolve) => setTimeout(() => resolve(true), 200).unref()),
      ]);
      expect(stillOpen).toBe(true);
    } finally {
      kept.close();
    }
  });
});

describe('the customer orders stream ends at once', () => {
  it('when the customer signs out', async () => {
    const { cookie } = await newCustomer();
    const mine = await opened(`${base}${CUSTOMER_STREAM}`, cookie);
    await endsQuicklyAfter(mine, async () => {
      const out = await t.app.inject({ method: 'POST', url: '/api/customer/sign-out', headers: { cookie } });
      expect(out.statusCode).toBe(200);
    });
    expect((await fetch(`${base}${CUSTOMER_STREAM}`, { headers: { cookie } })).status).toBe(401);
  });

  it('when the customer deletes their account', async () => {
    const { cookie } = await newCustomer();
    const mine = await opened(`${base}${CUSTOMER_STREAM}`, cookie);
    await endsQuicklyAfter(mine, async () => {
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/customer/account',
        headers: { cookie },
        payload: { confirm: true },
      });
      expect(out.statusCode, out.body).toBe(200);
    });
    expect((await fetch(`${base}${CUSTOMER_STREAM}`, { headers: { cookie } })).status).toBe(401);
  });

  it('when the account is disabled', async () => {
    const { id, cookie } = await newCustomer();
    const mine = await opened(`${base}${CUSTOMER_STREAM}`, cookie);
    await endsQuicklyAfter(mine, async () => {
      expect((await patch(id, { disabled: true })).statusCode).toBe(200);
    });
    expect((await fetch(`${base}${CUSTOMER_STREAM}`, { headers: { cookie } })).status).toBe(401);
  });

  it('when the role of the (password) account reading it changes', async () => {
    // Phone-code customers cannot be given a staff role at all (customer-role-change.test.ts);
    // an e-mail and password account of role 'user' can, and its streams end with the change.
    const cookie = await sessionFor(t, 'user');
    const id = await accountIdOf(cookie);
    const mine = await opened(`${base}${CUSTOMER_STREAM}`, cookie);
    await endsQuicklyAfter(mine, async () => {
      expect((await patch(id, { role: 'staff' })).statusCode).toBe(200);
    });
  });
});

describe('a notice that the stream could not have seen', () => {
  it('arriving between the session read and the stream opening still ends it', async () => {
    const { id, cookie } = await newCustomer();
    const staffAuth = t.app.services.staffAuth;
    const readSession = staffAuth.viewer;
    let signedOutMeanwhile = false;
    // The customer signs out on another tab just after this request read its session: the
    // "ended" notice is delivered before the stream has joined its account's set.
    staffAuth.viewer = async (headers) => {
      const read = await readSession(headers);
      if (!signedOutMeanwhile && read.viewer?.id === id) {
        signedOutMeanwhile = true;
        const delivered = new Promise<void>((resolve) => {
          const stop = t.app.services.events.subscribe((event) => {
            if (event.kind !== 'sessions-ended' || event.userId !== id) return;
            stop();
            resolve();
          });
        });
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/customer/sign-out',
          headers: { cookie },
        });
        expect(out.statusCode).toBe(200);
        await delivered;
      }
      return read;
    };
    try {
      const mine = await openSse(`${base}${CUSTOMER_STREAM}`, cookie);
      expect(signedOutMeanwhile).toBe(true);
      await endsQuicklyAfter(mine, async () => {});
    } finally {
      staffAuth.viewer = readSession;
    }
  });

  it.runIf(usingPostgres)(
    'missed while the event listener was away: streams are re-checked once it is back',
    async () => {
      const { id, cookie } = await newCustomer();
      const mine = await opened(`${base}${CUSTOMER_STREAM}`, cookie);
      try {
        // Signed out with no notice (as if it was sent while this instance was not listening)...
        await t.database.db.delete(sessions).where(eq(sessions.userId, id));
        // ...and the listening connection is cut; the bus reconnects about a second later.
        await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
        const outcome = await Promise.race([
          mine.ended.then(() => 'ended'),
          new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000).unref()),
        ]);
        expect(outcome).toBe('ended');
        expect(mine.events.at(-1)?.event).toBe('ended');
      } finally {
        mine.close();
      }
    },
  );
});

async function accountIdOf(cookie: string): Promise<string> {
  const session = await t.app.services.auth.api.getSession({ headers: new Headers({ cookie }) });
  return session!.user.id;
}

describe.runIf(usingPostgres)('several instances on one PostgreSQL', () => {
  it('disabling an account on one instance ends its streams on another', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const second = await buildApp({ env, database, streamHeartbeatMs: HEARTBEAT_MS });
    const url = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const staff = await newStaff();
      const customer = await newCustomer();
      const board = await opened(`${url}${STAFF_STREAM}`, staff.cookie);
      const mine = await opened(`${url}${CUSTOMER_STREAM}`, customer.cookie);
      await endsQuicklyAfter(board, async () => {
        expect((await patch(staff.id, { disabled: true })).statusCode).toBe(200);
      });
      await endsQuicklyAfter(mine, async () => {
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/customer/sign-out',
          headers: { cookie: customer.cookie },
        });
        expect(out.statusCode).toBe(200);
      });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
