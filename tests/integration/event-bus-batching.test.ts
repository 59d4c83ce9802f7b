// The event bus sends the events published within a few milliseconds as one NOTIFY (a JSON
// array; a lone event as itself, which instances from before batching read too), split below
// PostgreSQL's payload limit, in the order they were published. Against the real database
// (embedded, or PostgreSQL with TEST_DATABASE_URL), listening as a second instance would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BusEvent,
  createEventBus,
  EVENTS_CHANNEL,
  MAX_PAYLOAD_BYTES,
} from '#server/modules/events/event-bus.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
const log = { error: (details: object, message: string) => errors.push([message, details]) };
const errors: [string, object][] = [];

beforeAll(async () => {
  database = await openTestDatabase({ seeded: false });
});
afterAll(() => database.close());

/** Every raw NOTIFY payload on the channel, and a second bus's events, until `stop`. */
async function listenAsAnotherInstance() {
  const payloads: string[] = [];
  const events: BusEvent[] = [];
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => payloads.push(payload));
  const other = createEventBus(database, log);
  await other.start();
  other.subscribe((event) => events.push(event));
  return {
    payloads,
    events,
    async stop() {
      await unlisten();
      await other.stop();
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

/** The real database, with a record of what the bus under test sent, at the moment it sent it. */
function recording() {
  const sent: string[] = [];
  return {
    sent,
    database: {
      listen: database.listen.bind(database),
      notify: async (channel: string, payload: string) => {
        await database.notify(channel, payload);
        sent.push(payload);
      },
    },
  };
}

const promo = (i: number, size = 20): BusEvent => ({
  kind: 'promo',
  id: `p${i}`,
  message: `${i} `.padEnd(size, 'x'),
});

describe('event bus batching', () => {
  it('sends events published together as one NOTIFY, in order, and resolves each publish once sent', async () => {
    const listener = await listenAsAnotherInstance();
    const recorded = recording();
    const bus = createEventBus(recorded.database, log);
    const sent = Array.from({ length: 20 }, (_, i) => promo(i));
    await Promise.all(sent.map((e) => bus.publish(e)));
    // Every publish resolved only once its NOTIFY had gone.
    expect(recorded.sent).toHaveLength(1);
    await until(() => listener.events.length === 20);
    expect(listener.events).toEqual(sent);
    expect(listener.payloads).toHaveLength(1);
    expect(JSON.parse(listener.payloads[0]!)).toEqual(sent);
    await listener.stop();
    await bus.stop();
  });

  it('splits a batch below the payload limit and keeps the order across the parts', async () => {
    const listener = await listenAsAnotherInstance();
    const bus = createEventBus(database, log);
    const sent = Array.from({ length: 12 }, (_, i) => promo(i, 1_500));
    await Promise.all(sent.map((e) => bus.publish(e)));
    await until(() => listener.events.length === 12);
    expect(listener.events).toEqual(sent);
    expect(listener.payloads.length).toBeGreaterThanOrEqual(3);
    for (const payload of listener.payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(errors).toEqual([]);
    await listener.stop();
    await bus.stop();
  });

  it('sends a lone event as itself, and reads one as instances from before batching send it', async () => {
    const listener = await listenAsAnotherInstance();
    const bus = createEventBus(database, log);
    await bus.publish({ kind: 'menu' });
    await until(() => listener.events.length === 1);
    expect(listener.payloads).toEqual([JSON.stringify({ kind: 'menu' })]);
    await database.notify(EVENTS_CHANNEL, JSON.stringify({ kind: 'settings' }));
    await until(() => listener.events.length === 2);
    expect(listener.events).toEqual([{ kind: 'menu' }, { kind: 'settings' }]);
    await listener.stop();
    await bus.stop();
  });

  it('sends what is pending when it stops, and a publish after that at once', async () => {
    const listener = await listenAsAnotherInstance();
    const recorded = recording();
    const bus = createEventBus(recorded.database, log);
    void bus.publish({ kind: 'settings' });
    await bus.stop();
    expect(recorded.sent).toEqual([JSON.stringify({ kind: 'settings' })]);
    const late = bus.publish({ kind: 'menu' });
    await new Promise((r) => setImmediate(r));
    await late;
    expect(recorded.sent).toHaveLength(2);
    await until(() => listener.events.length === 2);
    expect(listener.events).toEqual([{ kind: 'settings' }, { kind: 'menu' }]);
    await listener.stop();
  });

  it('goes on after a NOTIFY fails: the events are logged, the next ones still leave', async () => {
    const failures: string[] = [];
    let failNext = true;
    const bus = createEventBus(
      {
        listen: database.listen.bind(database),
        notify: async (channel, payload) => {
          if (failNext) {
            failNext = false;
            // A payload PostgreSQL refuses: larger than its 8,000-byte limit.
            return database.notify(channel, 'x'.repeat(9_000));
          }
          return database.notify(channel, payload);
        },
      },
      {
        error: (_details, message) => {
          failures.push(message);
          // A logger that itself fails must not stop the bus either.
          throw new Error('log sink down');
        },
      },
    );
    const listener = await listenAsAnotherInstance();
    await bus.publish({ kind: 'menu' });
    expect(failures).toEqual(['events not published']);
    await bus.publish({ kind: 'settings' });
    await until(() => listener.events.length === 1);
    expect(listener.events).toEqual([{ kind: 'settings' }]);
    await listener.stop();
    await bus.stop();
  });
});
