import { describe, expect, it } from 'vitest';
import type { OrderDelivery } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import { failureLine, riderLine } from './delivery-text.ts';

const now = new Date('2026-11-29T10:00:00Z');
const current: NonNullable<OrderDelivery['current']> = {
  id: 'd1',
  riderId: 'r1',
  riderName: 'Ravi',
  riderPhone: '+919876500101',
  status: 'assigned',
  assignedAt: '2026-11-29T09:55:00Z',
  acknowledgedAt: null,
  pickedUpAt: null,
  position: null,
};
const address = { latitude: 18.5204, longitude: 73.8567 } as NonNullable<Order['address']>;

describe('riderLine', () => {
  it('says who is to pick it up, then who has it', () => {
    expect(riderLine(current, address, now)).toBe('Ravi · waiting for pick-up');
    expect(riderLine({ ...current, status: 'picked_up' }, address, now)).toBe('Ravi has it');
  });

  it('says how far from the door and how long ago, while the point is fresh', () => {
    // About 400 m north of the address point.
    const position = { latitude: 18.524, longitude: 73.8567, at: '2026-11-29T09:59:40Z', stale: false };
    expect(riderLine({ ...current, status: 'picked_up', position }, address, now)).toBe(
      'Ravi · 400 m away, 20 s ago',
    );
  });

  it('says the location is stale when the server said so or the point aged since', () => {
    const position = { latitude: 18.524, longitude: 73.8567, at: '2026-11-29T09:58:30Z', stale: false };
    expect(riderLine({ ...current, status: 'picked_up', position }, address, now)).toBe(
      'Ravi · location stale',
    );
    const marked = { ...position, at: '2026-11-29T09:59:50Z', stale: true };
    expect(riderLine({ ...current, status: 'picked_up', position: marked }, address, now)).toBe(
      'Ravi · location stale',
    );
  });
});

describe('failureLine', () => {
  it('names the reason and the note', () => {
    const failure = {
      reason: 'not_at_home' as const,
      note: 'rang twice',
      photo: null,
      at: '',
      riderName: 'Ravi',
    };
    expect(failureLine(failure)).toBe("Couldn't deliver: Not at home — rang twice");
    expect(failureLine({ ...failure, note: null })).toBe("Couldn't deliver: Not at home");
  });
});
