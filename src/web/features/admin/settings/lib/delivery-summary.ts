// The delivery area in words, for staff who may read the settings but not change them.
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { formatAmount } from '#shared/money.ts';

const rupees = (value: number) => formatAmount(value);

export function deliveryAreaRows(area: DeliveryArea): [string, string][] {
  const shape = area.polygon ? ', inside the drawn shape' : '';
  const fees =
    area.feeSlabs.length === 0
      ? 'FREE'
      : area.feeSlabs.map((slab) => `${rupees(slab.feeRupees)} up to ${slab.upToKm} km`).join(', ');
  return [
    ['Delivery area', `Within ${area.radiusKm} km of ${area.shop.address}${shape}`],
    ['Delivery fee', fees],
    ['Free delivery above', area.freeAboveRupees == null ? 'None' : rupees(area.freeAboveRupees)],
    ['Minimum order', area.minimumOrderRupees > 0 ? rupees(area.minimumOrderRupees) : 'None'],
  ];
}
