// A delivery as the rider's page shows it (docs/product.md#the-riders-page): where to go, whom to
// call, what is in the bag and what to collect at the door.
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { toRupees } from '#shared/money.ts';
import { paidAtDoor } from '#shared/orders.ts';
import { mapLink, pinOf } from '../orders/order-pin.ts';
import type { RiderDeliveryRecord, RiderOrderRow } from './rider-app.repo.ts';

/** What the rider takes at the door, in paise: the total of an order paid there and not yet paid. */
export function paiseToCollect(order: Pick<RiderOrderRow, 'paymentMethod' | 'paymentStatus' | 'totalPaise'>) {
  return paidAtDoor(order.paymentMethod) && order.paymentStatus === 'pending' ? order.totalPaise : 0;
}

/** A maps search for the typed address, for an order placed before addresses had a point. */
function addressSearchLink(parts: (string | null | undefined)[]): string {
  const query = parts.filter((p) => p && p.trim() !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function toRiderDelivery({ delivery, order, lines }: RiderDeliveryRecord): RiderDelivery {
  const a = order.address;
  const pin = pinOf(a);
  return {
    id: delivery.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    orderType: order.orderType,
    status: delivery.status,
    assignedAt: delivery.assignedAt.toISOString(),
    acknowledgedAt: delivery.acknowledgedAt?.toISOString() ?? null,
    pickedUpAt: delivery.pickedUpAt?.toISOString() ?? null,
    // The name and phone given for this delivery, else the account's.
    customerName: a?.name || order.customerName || 'Customer',
    customerPhone: a?.phone || order.customerPhone || '',
    address: {
      name: a?.name ?? order.customerName ?? '',
      phone: a?.phone ?? order.customerPhone ?? '',
      house: a?.house ?? null,
      address: a?.address ?? '',
      area: a?.area ?? null,
      landmark: a?.landmark ?? null,
      deliveryNotes: a?.deliveryNotes ?? null,
      latitude: a?.latitude ?? null,
      longitude: a?.longitude ?? null,
    },
    mapUrl: pin ? mapLink(pin) : addressSearchLink([a?.house, a?.address, a?.area]),
    items: lines.map((l) => `${l.quantity} × ${l.name}`),
    paymentMethod: order.paymentMethod,
    amountToCollect: toRupees(paiseToCollect(order)),
    collected: delivery.collectedMethod
      ? { method: delivery.collectedMethod, amount: toRupees(delivery.collectedPaise) }
      : null,
  };
}
