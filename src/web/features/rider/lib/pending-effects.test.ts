import { describe, expect, it } from 'vitest';
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { mayDeliver, riderView, unacknowledged, waitingText, withAnswer } from './pending-effects.ts';
import type { QueuedTap } from './tap-queue.ts';

const delivery = (over: Partial<RiderDelivery> = {}): RiderDelivery => ({
  id: 'd1',
  orderId: 'o1',
  orderNumber: '0042',
  orderStatus: 'ready',
  orderType: 'delivery',
  status: 'assigned',
  assignedAt: '2026-11-29T10:00:00.000Z',
  acknowledgedAt: null,
  pickedUpAt: null,
  customerName: 'Asha',
  customerPhone: '+919800000001',
  address: {
    name: 'Asha',
    phone: '+919800000001',
    house: '12',
    address: 'Lane 4',
    area: 'Lohegaon',
    landmark: null,
    deliveryNotes: null,
    latitude: null,
    longitude: null,
  },
  mapUrl: 'https://maps.example/?q=1',
  items: ['2 × Masala Chai'],
  paymentMethod: 'cod',
  amountToCollect: 120,
  collected: null,
  ...over,
});

const tap = (kind: QueuedTap['kind'], details: QueuedTap['details'] = {}): QueuedTap => ({
  tapId: `tap-${kind}`,
  tappedAt: '2026-11-29T10:05:00.000Z',
  kind,
  deliveryId: 'd1',
  orderNumber: '0042',
  details,
});

describe('the rider view with taps not sent yet', () => {
  it('shows a waiting Picked up and collection at once, and Delivered may then be tapped', () => {
    const view = riderView([delivery()], [tap('picked-up'), tap('collected', { method: 'cash' })]);
    const [d] = view.deliveries;
    expect(d?.status).toBe('picked_up');
    expect(d?.acknowledgedAt).not.toBeNull();
    expect(d?.collected).toEqual({ method: 'cash', amount: 120 });
    expect(mayDeliver(d!)).toBe(true);
  });

  it('keeps Delivered closed until an at-door order is collected', () => {
    expect(mayDeliver(delivery({ status: 'picked_up' }))).toBe(false);
    expect(mayDeliver(delivery({ status: 'picked_up', amountToCollect: 0, paymentMethod: 'online' }))).toBe(
      true,
    );
    expect(mayDeliver(delivery())).toBe(false);
  });

  it('moves a delivery finished offline out of the list into a note', () => {
    const view = riderView([delivery({ status: 'picked_up' })], [tap('delivered')]);
    expect(view.deliveries).toEqual([]);
    expect(view.finishedHere).toEqual([{ deliveryId: 'd1', orderNumber: '0042', kind: 'delivered' }]);
  });

  it('rings for a delivery until it is acknowledged here or on the server', () => {
    expect(unacknowledged(riderView([delivery()], []))).toHaveLength(1);
    expect(unacknowledged(riderView([delivery()], [tap('ack')]))).toHaveLength(0);
    expect(unacknowledged(riderView([delivery({ acknowledgedAt: 'x' })], []))).toHaveLength(0);
  });

  it("puts a tap's answer in the list at once, and takes a finished delivery out", () => {
    const kept = [delivery(), delivery({ id: 'd2', orderNumber: '0043' })];
    const collected = delivery({
      status: 'picked_up',
      amountToCollect: 0,
      collected: { method: 'cash', amount: 120 },
    });
    expect(withAnswer(kept, collected)).toEqual([collected, kept[1]]);
    expect(withAnswer(kept, delivery({ status: 'delivered' }))).toEqual([kept[1]]);
  });

  it('counts the waiting taps in words', () => {
    expect(waitingText(0)).toBeNull();
    expect(waitingText(1)).toBe('1 tap waiting to send');
    expect(waitingText(2)).toBe('2 taps waiting to send');
  });
});
