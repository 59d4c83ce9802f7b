import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRider } from '#shared/api/dispatch.ts';
import { sampleOrder } from '#web/test-support/orders.ts';
import { RiderTracking } from './rider-tracking.tsx';

const NOW = new Date('2026-11-29T10:00:00Z');
const rider: OrderRider = {
  name: 'Ravi',
  callPhone: '+919876500101',
  position: { latitude: 18.52, longitude: 73.85, at: '2026-11-29T09:59:50Z', stale: false },
  distanceM: 604,
};
const out = (r: OrderRider | null) =>
  renderToStaticMarkup(
    <RiderTracking order={sampleOrder({ status: 'out_for_delivery', orderType: 'delivery', rider: r })} />,
  );

describe('the customer sees who is coming', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('names the rider, with Call and the distance while the point is fresh', () => {
    const html = out(rider);
    expect(html).toContain('Out for delivery with Ravi');
    expect(html).toContain('href="tel:+919876500101"');
    expect(html).toContain('About 600 m away, here in about 3 min');
  });

  it('says when the point was last seen once it is stale', () => {
    const html = out({
      ...rider,
      distanceM: null,
      position: { ...rider.position!, at: '2026-11-29T09:58:00Z', stale: true },
    });
    expect(html).toContain('Location last seen 2 min ago');
    expect(html).not.toContain('away');
  });

  it('shows nothing without a rider or once delivered', () => {
    expect(out(null)).toBe('');
    expect(
      renderToStaticMarkup(
        <RiderTracking order={sampleOrder({ status: 'delivered', orderType: 'delivery', rider })} />,
      ),
    ).toBe('');
  });
});
