import { describe, expect, it } from 'vitest';
import { translate } from '#web/lib/i18n/translate.ts';
import { HINDI_WORDS } from '#web/lib/i18n/words/hi/index.ts';
import { clockTimeIn } from './order-dates.ts';
import { orderEta } from './order-eta.ts';

const placedAt = '2026-11-24T10:00:00.000Z';
const acceptedAt = '2026-11-24T10:02:00.000Z';
const at = (iso: string) => Date.parse(iso);
const order = (
  status: 'awaiting_payment' | 'placed' | 'accepted' | 'ready' | 'out_for_delivery' | 'delivered',
  type: 'delivery' | 'pickup',
) => ({
  status,
  orderType: type,
  promisedMinutes: 18,
  history: [
    { status: 'placed' as const, at: placedAt, reason: null },
    ...(status === 'placed' || status === 'awaiting_payment'
      ? []
      : [{ status: 'accepted' as const, at: acceptedAt, reason: null }]),
  ],
});

describe('orderEta', () => {
  it('waits for the shop before counting', () => {
    expect(orderEta(order('placed', 'delivery'), at('2026-11-24T10:30:00Z'))).toEqual({
      text: 'Waiting for the shop to accept',
      minutesLeft: null,
    });
  });

  it('counts the promised minutes down from acceptance, to the nearest minute', () => {
    expect(orderEta(order('accepted', 'delivery'), at(acceptedAt))?.text).toBe('Arriving in 18 minutes');
    // A server clock a second ahead of the browser's still reads as the promise made.
    expect(orderEta(order('accepted', 'delivery'), at(acceptedAt) - 1_000)?.text).toBe(
      'Arriving in 18 minutes',
    );
    expect(orderEta(order('accepted', 'delivery'), at('2026-11-24T10:19:30Z'))?.text).toBe(
      'Arriving in 1 minute',
    );
    expect(orderEta(order('accepted', 'pickup'), at('2026-11-24T10:10:00Z'))?.text).toBe(
      'Ready for pickup in 10 minutes',
    );
  });

  it('says any minute now once due, and nothing once done', () => {
    expect(orderEta(order('accepted', 'delivery'), at('2026-11-24T11:00:00Z'))).toEqual({
      text: 'Arriving any minute now',
      minutesLeft: 0,
    });
    expect(orderEta(order('delivered', 'delivery'), at(acceptedAt))).toBeNull();
    expect(orderEta(order('out_for_delivery', 'pickup'), at(acceptedAt))).toBeNull();
  });

  it('promises nothing before an online payment: the kitchen has not got the order yet', () => {
    // Placed at 10:00 with 18 minutes promised; unpaid at 10:30 it must not read 'any minute now'.
    expect(orderEta(order('awaiting_payment', 'delivery'), at('2026-11-24T10:30:00Z'))).toBeNull();
    expect(orderEta(order('awaiting_payment', 'pickup'), at(placedAt))).toBeNull();
  });
});

describe("orderEta with the server's estimate", () => {
  const kolkata = 'Asia/Kolkata';
  const withEta = (
    status: 'placed' | 'accepted' | 'ready' | 'out_for_delivery' | 'delivered',
    type: 'delivery' | 'pickup',
    etaAt: string | null,
  ) => ({
    ...order(status, type),
    eta:
      etaAt === null
        ? null
        : { kind: type === 'pickup' ? ('ready' as const) : ('arrival' as const), at: etaAt },
  });

  it("says the estimated arrival, or ready, on the shop's clock, even before acceptance", () => {
    // 10:42 UTC is 4:12 PM in Kolkata.
    expect(orderEta(withEta('placed', 'delivery', '2026-11-24T10:42:00Z'), at(placedAt), kolkata)).toEqual({
      text: 'Estimated arrival 4:12 PM',
      minutesLeft: 42,
    });
    expect(
      orderEta(withEta('accepted', 'pickup', '2026-11-24T10:08:00Z'), at(acceptedAt), kolkata)?.text,
    ).toBe('Estimated ready 3:38 PM');
  });

  it("says the time on the clock it is given (the page's language), translated where shown", () => {
    const eta = orderEta(
      withEta('placed', 'delivery', '2026-11-24T10:42:00Z'),
      at(placedAt),
      kolkata,
      clockTimeIn('hi'),
    );
    expect(eta?.text).toBe('Estimated arrival शाम 4:12');
    expect(translate(HINDI_WORDS, eta?.text ?? '')).toBe('पहुँचने का अनुमानित समय शाम 4:12');
  });

  it('never says a time gone by', () => {
    expect(
      orderEta(
        withEta('out_for_delivery', 'delivery', '2026-11-24T10:20:00Z'),
        at('2026-11-24T10:25:00Z'),
        kolkata,
      ),
    ).toEqual({ text: 'Arriving any minute now', minutesLeft: 0 });
  });

  it("falls back to today's countdown without an estimate or the shop's time zone, and says nothing once finished", () => {
    expect(orderEta(withEta('accepted', 'delivery', null), at(acceptedAt), kolkata)?.text).toBe(
      'Arriving in 18 minutes',
    );
    expect(orderEta(withEta('accepted', 'delivery', '2026-11-24T10:42:00Z'), at(acceptedAt))?.text).toBe(
      'Arriving in 18 minutes',
    );
    expect(
      orderEta(withEta('delivered', 'delivery', '2026-11-24T10:42:00Z'), at(acceptedAt), kolkata),
    ).toBeNull();
    expect(
      orderEta(withEta('out_for_delivery', 'pickup', '2026-11-24T10:42:00Z'), at(acceptedAt), kolkata),
    ).toBeNull();
  });

  it('reads a pickup already made as ready, not as any minute now, whatever its estimate said', () => {
    const due = '2026-11-24T10:08:00Z';
    const later = at('2026-11-24T10:20:00Z');
    expect(orderEta(withEta('ready', 'pickup', due), later, kolkata)).toEqual({
      text: 'Ready for pickup',
      minutesLeft: 0,
    });
    expect(orderEta(withEta('ready', 'pickup', null), later, kolkata)?.text).toBe('Ready for pickup');
    expect(orderEta(withEta('out_for_delivery', 'pickup', due), later, kolkata)).toBeNull();
    // A delivery packed on the shelf still waits for its rider: its estimate stands.
    expect(orderEta(withEta('ready', 'delivery', due), later, kolkata)?.text).toBe('Arriving any minute now');
  });
});

describe('orderEta of an order for later today', () => {
  const kolkata = 'Asia/Kolkata';
  // Placed at 3:30 PM for 5:00 PM, released to the kitchen at 4:35 PM (Kolkata).
  const scheduled = (status: 'placed' | 'accepted') => ({
    ...order(status, 'delivery'),
    eta: { kind: 'arrival' as const, at: '2026-11-24T10:30:00Z' },
    scheduledFor: '2026-11-24T11:30:00.000Z',
    releaseAt: '2026-11-24T11:05:00.000Z',
  });

  it('says its time until released, then counts like any order', () => {
    expect(orderEta(scheduled('placed'), at(placedAt), kolkata)).toEqual({
      text: 'Scheduled for 5:00 PM',
      minutesLeft: null,
    });
    expect(orderEta(scheduled('accepted'), at('2026-11-24T11:04:00Z'), kolkata)?.text).toBe(
      'Scheduled for 5:00 PM',
    );
    expect(orderEta(scheduled('accepted'), at('2026-11-24T11:05:00Z'), kolkata)?.text).not.toContain(
      'Scheduled',
    );
    const hindi = orderEta(scheduled('placed'), at(placedAt), kolkata, clockTimeIn('hi'))?.text ?? '';
    expect(translate(HINDI_WORDS, hindi)).toBe('शाम 5:00 के लिए तय');
  });
});
