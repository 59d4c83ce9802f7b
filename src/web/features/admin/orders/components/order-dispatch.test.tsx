import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OnShiftRidersResponse, OrderDelivery } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import { sampleOrder } from '#web/test-support/orders.ts';
import { OrderDispatch, riderSendsIt } from './order-dispatch.tsx';
import { ridersInMenuOrder } from './send-with-menu.tsx';

const now = new Date('2026-11-29T10:00:00Z');
const rider = (id: string, name: string, carrying = 0) => ({
  id,
  name,
  phone: '+919876500101',
  shiftId: `s-${id}`,
  state: carrying ? ('assigned' as const) : ('at_shop' as const),
  carrying,
  stateText: carrying ? `Collecting with ${carrying} orders` : 'At the shop',
  atShopSince: null,
  position: null,
});
const riders: OnShiftRidersResponse = {
  riders: [rider('r1', 'Ravi'), rider('r2', 'Sana', 2), rider('r3', 'Imran')],
  suggestedRiderId: 'r3',
};
const packed = sampleOrder({ status: 'ready', orderType: 'delivery' });

function render(order: Order, shown: OnShiftRidersResponse | undefined = riders) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDispatch order={order} now={now} riders={shown} />
    </QueryClientProvider>,
  );
}

describe('a delivery card and its rider', () => {
  it('offers Send with… on a packed order while riders are on shift, in place of Send out', () => {
    expect(render(packed)).toContain('Send with…');
    expect(riderSendsIt(packed, riders)).toBe(true);
    expect(render(packed, { riders: [], suggestedRiderId: null })).toBe('');
    expect(riderSendsIt(packed, { riders: [], suggestedRiderId: null })).toBe(false);
    expect(riderSendsIt({ ...packed, orderType: 'pickup' }, riders)).toBe(false);
  });

  it('lists the suggested rider first', () => {
    expect(ridersInMenuOrder(riders).map((r) => r.name)).toEqual(['Imran', 'Ravi', 'Sana']);
  });

  it('names the rider holding it, with Change rider and Take off rider before pick-up', () => {
    const delivery: OrderDelivery = {
      current: {
        id: 'd1',
        riderId: 'r1',
        riderName: 'Ravi',
        riderPhone: '+919876500101',
        status: 'assigned',
        assignedAt: '2026-11-29T09:58:00Z',
        acknowledgedAt: null,
        pickedUpAt: null,
        position: null,
      },
      failure: null,
      proofWarning: null,
    };
    const html = render({ ...packed, delivery });
    expect(html).toContain('Ravi · waiting for pick-up');
    expect(html).toContain('Change rider');
    expect(html).toContain('Take off rider');
    expect(riderSendsIt({ ...packed, delivery }, { riders: [], suggestedRiderId: null })).toBe(true);
    // On the road with the rider: no Mark delivered (the rider's tap); without a rider, as before.
    const onRoad = { ...packed, status: 'out_for_delivery' as const };
    const pickedUp = { ...delivery, current: { ...delivery.current!, status: 'picked_up' as const } };
    expect(riderSendsIt({ ...onRoad, delivery: pickedUp }, riders)).toBe(true);
    expect(riderSendsIt({ ...onRoad, delivery: { ...delivery, current: null } }, riders)).toBe(false);
    expect(riderSendsIt(onRoad, riders)).toBe(false);
    // Being prepared with a rider waiting: Packed stays staff's.
    expect(riderSendsIt({ ...packed, status: 'preparing', delivery }, riders)).toBe(false);
  });

  it('says why the last delivery failed, with re-deliver and Make it a pickup', () => {
    const delivery: OrderDelivery = {
      current: null,
      failure: {
        reason: 'not_at_home',
        note: 'Rang twice',
        photo: '/uploads/door.webp',
        at: '2026-11-29T09:50:00Z',
        riderName: 'Ravi',
      },
      proofWarning: null,
    };
    const html = render({ ...packed, delivery });
    expect(html).toContain('Couldn&#x27;t deliver: Not at home — Rang twice');
    expect(html).toContain('href="/uploads/door.webp"');
    expect(html).toContain('Send with…');
    expect(html).toContain('Make it a pickup');
  });
});
