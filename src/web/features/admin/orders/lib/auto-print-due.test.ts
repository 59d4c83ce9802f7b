import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { autoPrintDue } from './auto-print-due.ts';

const since = '2026-11-24T10:00:00.000Z';

function order(over: Partial<Order> & { acceptedAt?: string }): Order {
  const { acceptedAt = '2026-11-24T10:05:00.000Z', ...rest } = over;
  return {
    status: 'accepted',
    ticketPrintedAt: null,
    history: [
      { status: 'placed', at: '2026-11-24T09:59:00.000Z', reason: null },
      { status: 'accepted', at: acceptedAt, reason: null },
    ],
    ...rest,
  } as Order;
}

describe('which orders auto-print claims', () => {
  it('claims an order accepted since the switch went on and never printed', () => {
    expect(autoPrintDue(order({}), since)).toBe(true);
    expect(autoPrintDue(order({ status: 'preparing' }), since)).toBe(true);
    expect(autoPrintDue(order({ acceptedAt: since }), since)).toBe(true);
  });

  it('leaves the backlog accepted before the switch went on', () => {
    expect(autoPrintDue(order({ acceptedAt: '2026-11-24T09:59:59.999Z' }), since)).toBe(false);
  });

  it('leaves an order already printed, not yet accepted, gone out or cancelled', () => {
    expect(autoPrintDue(order({ ticketPrintedAt: '2026-11-24T10:05:01.000Z' }), since)).toBe(false);
    expect(
      autoPrintDue(
        order({
          status: 'placed',
          history: [{ status: 'placed', at: '2026-11-24T10:01:00.000Z', reason: null }],
        }),
        since,
      ),
    ).toBe(false);
    expect(autoPrintDue(order({ status: 'out_for_delivery' }), since)).toBe(false);
    expect(autoPrintDue(order({ status: 'cancelled' }), since)).toBe(false);
  });
});
