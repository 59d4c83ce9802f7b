// 'My usual' (docs/product.md#my-usual): the signed-in customer's favourite orders.
import type {
  RenameUsualBody,
  SaveUsualBody,
  UsualOrder,
  UsualOrdersResponse,
  UsualQuery,
} from '../usual-orders.ts';

export interface UsualOrderEndpoints {
  'GET /api/customer/usual-orders': { query: UsualQuery; response: UsualOrdersResponse };
  'POST /api/customer/usual-orders': { body: SaveUsualBody; response: UsualOrder };
  'PATCH /api/customer/usual-orders/:id': { body: RenameUsualBody; response: UsualOrder };
  'DELETE /api/customer/usual-orders/:id': { response: undefined };
  /** The favourite priced now, with what changed: what 'Order again' puts in the cart. */
  'POST /api/customer/usual-orders/:id/reorder': { query: UsualQuery; response: UsualOrder };
}
