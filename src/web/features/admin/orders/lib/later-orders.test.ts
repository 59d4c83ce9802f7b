import { describe, expect, it } from 'vitest';
import { sampleOrder } from '#web/test-support/orders.ts';
import { heldForLater, promiseStart, scheduledText } from './later-orders.ts';

// Placed at 3:29 PM for 5:00 PM in Kolkata (11:30 UTC), released at 4:35 PM.
const scheduled = sampleOrder({
  status: 'placed',
  promisedMinutes: 20,
  createdAt: '2026-11-26T09:59:32.000Z',
  scheduledFor: '2026-11-26T11:30:00.000Z',
  releaseAt: '2026-11-26T11:05:00.000Z',
});

describe('an order for later on the board', () => {
  it('is held under Later until its release, placed or not', () => {
    expect(heldForLater(scheduled, new Date('2026-11-26T11:04:59Z'))).toBe(true);
    expect(heldForLater(scheduled, new Date('2026-11-26T11:05:00Z'))).toBe(false);
    // Accepted early by staff: it is the kitchen's now.
    expect(heldForLater({ ...scheduled, status: 'accepted' }, new Date('2026-11-26T10:00:00Z'))).toBe(false);
    expect(heldForLater(sampleOrder({ status: 'placed' }), new Date('2026-11-26T10:00:00Z'))).toBe(false);
  });

  it("says its time on the shop's clock", () => {
    expect(scheduledText(scheduled, 'Asia/Kolkata')).toBe('For 5:00 PM');
    expect(scheduledText(sampleOrder(), 'Asia/Kolkata')).toBeNull();
  });

  it('counts its promise back from its slot, not from when it was placed', () => {
    expect(promiseStart(scheduled)).toBe('2026-11-26T11:10:00.000Z');
    expect(promiseStart(sampleOrder())).toBe(sampleOrder().createdAt);
  });
});
