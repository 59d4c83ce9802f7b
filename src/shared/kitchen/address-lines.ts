// Where a delivery goes, as the rider reads it, one part a line: the door first, then the building
// and street, the area, the landmark and the customer's notes. Orders placed before addresses had
// parts carry only the street line. A pickup order has no address.
import type { Order } from '#shared/api/orders.ts';

type OrderAddress = NonNullable<Order['address']>;

export function addressLines(address: OrderAddress): string[] {
  const lines = [address.house, address.address, address.area];
  if (address.landmark) lines.push(`Landmark: ${address.landmark}`);
  if (address.deliveryNotes) lines.push(`Notes: ${address.deliveryNotes}`);
  return lines.filter((line): line is string => Boolean(line?.trim()));
}
