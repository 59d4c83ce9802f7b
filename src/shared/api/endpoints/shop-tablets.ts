// Shared tablets (docs/product.md#shared-tablets): a PIN to switch who is signed in on a shop's
// device, and the devices marked as the shop's.
import type {
  MarkShopDeviceBody,
  PinStatus,
  SetPinBody,
  ShopDevice,
  SwitchPeople,
  SwitchUserBody,
  ThisDevice,
} from '../shop-tablets.ts';
import type { StaffSessionResponse } from '../staff.ts';
import type { Ok } from './common.ts';

export interface ShopTabletEndpoints {
  'GET /api/staff/this-device': { response: ThisDevice };
  'GET /api/staff/pin': { response: PinStatus };
  'PUT /api/staff/pin': { body: SetPinBody; response: Ok };
  'GET /api/staff/switch/people': { response: SwitchPeople };
  'POST /api/staff/switch': { body: SwitchUserBody; response: StaffSessionResponse };
  'GET /api/admin/shop-devices': { response: { devices: ShopDevice[] } };
  'POST /api/admin/shop-devices': { body: MarkShopDeviceBody; response: ShopDevice };
  'DELETE /api/admin/shop-devices/:id': { response: ShopDevice };
}
