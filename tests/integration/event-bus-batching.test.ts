// The event bus sends the events published within a few milliseconds as one NOTIFY (a JSON
// array), split below PostgreSQL's payload limit, in the order they were published; it still
// reads the single-event payloads of instances from before batching. Against the real database
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

const promo = (i: number, size = 20): BusEvent => ({
  kind: 'promo',
  id: `p${i}`,
  message: `${i} `.padEnd(size, 'x'),
});

describe('event bus batching', () => {
  it('sends events published together as one NOTIFY, in order, and resolves each publish once sent', async () => {
    const listener = await listenAsAnotherInstance();
    const bus = createEventBus(database, log);
    const sent = Array.from({ length: 20 }, (_, i) => promo(i));
    await Promise.all(sent.map((e) => bus.publish(e)));
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

  it('reads a single event, as an instance from before batching sends it', async () => {
    const listener = await listenAsAnotherInstance();
    await database.notify(EVENTS_CHANNEL, JSON.stringify({ kind: 'menu' }));
    await until(() => listener.events.length === 1);
    expect(listener.events).toEqual([{ kind: 'menu' }]);
    await listener.stop();
  });

  it('sends what is pending when it stops', async () => {
    const listener = await listenAsAnotherInstance();
    const bus = createEventBus(database, log);
    void bus.publish({ kind: 'settings' });
    await bus.stop();
    await until(() => listener.events.length === 1);
    expect(listener.events).toEqual([{ kind: 'settings' }]);
    await listener.stop();
  });
});
