// The JSON endpoints the web app calls, as one table of types: method and path, then what the
// request carries (path parameters come from the ':name' parts of the path) and what a success
// answers. Types only: nothing here reaches a bundle.
//
// Each area's routes are in their own file under endpoints/ (the storefront, the customer, checkout,
// the orders board, the order pad, the kitchen, the riders...); this file joins them into the one
// table every caller imports. A route named in two areas with different types is a compile error.
//
//   body      the JSON request body (z.input: defaults may be left out); none when the route has
//             no body schema
//   query     the query string, as the route's schema reads it (z.output: after coercion)
//   response  the body of a success; undefined for a 204
//
// Each type is taken from the shared zod schema the route declares (z.input, z.output, z.infer, or
// the type exported next to the schema), so a changed contract shows up as a type error at every
// caller. Written by hand instead: { ok: true } and { count: number }, which mirror schemas the routes
// write inline, and the robot check, typed as altcha-lib makes it (its challenge route has no
// response schema; in the bodies, altcha-lib's interfaces lack the index signature of the schema's
// catch-all, though every value they hold passes it).
//
// tests/integration/endpoint-table.test.ts holds the table to the routes' OpenAPI document: every
// entry has its route, which reads a body and a query where the entry has one, answers the same
// success statuses, and describes the body of each success that has one.
import type { AdminAccountEndpoints } from './endpoints/admin-accounts.ts';
import type { AdminCatalogEndpoints } from './endpoints/admin-catalog.ts';
import type { AdminDiscountEndpoints } from './endpoints/admin-discounts.ts';
import type { AdminOrderEndpoints } from './endpoints/admin-orders.ts';
import type { AdminReportEndpoints } from './endpoints/admin-reports.ts';
import type { AdminRiderEndpoints } from './endpoints/admin-riders.ts';
import type { AdminSettingsEndpoints } from './endpoints/admin-settings.ts';
import type { CheckoutEndpoints } from './endpoints/checkout.ts';
import type { CustomerEndpoints } from './endpoints/customer.ts';
import type { DayCloseEndpoints } from './endpoints/day-close.ts';
import type { KitchenEndpoints } from './endpoints/kitchen.ts';
import type { NotificationEndpoints } from './endpoints/notifications.ts';
import type { OrderPadEndpoints } from './endpoints/order-pad.ts';
import type { RatingEndpoints } from './endpoints/ratings.ts';
import type { RiderEndpoints } from './endpoints/rider.ts';
import type { ShopTabletEndpoints } from './endpoints/shop-tablets.ts';
import type { StaffSignInEndpoints } from './endpoints/staff-sign-in.ts';
import type { StorefrontEndpoints } from './endpoints/storefront.ts';
import type { TipEndpoints } from './endpoints/tips.ts';
import type { UsualOrderEndpoints } from './endpoints/usual-orders.ts';

export type { RobotCheckPayload } from './endpoints/common.ts';

export interface Endpoints
  extends StorefrontEndpoints,
    CustomerEndpoints,
    CheckoutEndpoints,
    NotificationEndpoints,
    StaffSignInEndpoints,
    ShopTabletEndpoints,
    AdminReportEndpoints,
    AdminAccountEndpoints,
    AdminRiderEndpoints,
    DayCloseEndpoints,
    AdminOrderEndpoints,
    OrderPadEndpoints,
    KitchenEndpoints,
    AdminCatalogEndpoints,
    AdminDiscountEndpoints,
    AdminSettingsEndpoints,
    RiderEndpoints,
    UsualOrderEndpoints,
    RatingEndpoints,
    TipEndpoints {}

export type Endpoint = keyof Endpoints;
