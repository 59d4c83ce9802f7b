// The JSON endpoints the web app calls, as one table of types: method and path, then what the
// request carries (path parameters come from the ':name' parts of the path) and what a success
// answers. Types only: nothing here reaches a bundle.
//
//   body      the JSON request body (z.input: defaults may be left out); none when the route has
//             no body schema
//   query     the query string, as the route's schema reads it (z.output: after coercion)
//   response  the body of a success; undefined for a 204
//
// Each type is taken from the shared zod schema the route declares (z.input, z.output, z.infer, or
// the type exported next to the schema), so a changed contract shows up as a type error at every
// caller. Written here instead: { ok: true } and { count: number }, which mirror schemas the routes
// write inline, and the robot check, typed as altcha-lib makes it (its challenge route has no
// response schema; in the bodies, altcha-lib's interfaces lack the index signature of the schema's
// catch-all, though every value they hold passes it).
//
// tests/integration/endpoint-table.test.ts holds the table to the routes' OpenAPI document: every
// entry has its route, which reads a body and a query where the entry has one, answers the same
// success statuses, and describes the body of each success that has one.
import type { Challenge, Solution } from 'altcha-lib';
import type { z } from 'zod';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import type { CashLimits } from '../cash-limits.ts';
import type { DeliveryAreaInput } from '../delivery-area/delivery-area-schema.ts';
import type { DispatchSettings } from '../dispatch/dispatch-settings.ts';
import type { PromiseSettings } from '../promise/promise-settings.ts';
import type { DeleteAccountBody, deleteAccountResponseSchema } from './account-deletion.ts';
import type {
  AdminCategory,
  AdminItem,
  adminCategoriesResponseSchema,
  adminItemsResponseSchema,
  BulkActionBody,
  BulkActionResult,
  CategoryInput,
  CategoryUpdate,
  ItemInput,
  ItemUpdate,
  StockBody,
  StorageStats,
  UploadResult,
  uploadQuerySchema,
} from './admin-catalog.ts';
import type { Analytics, AnalyticsQuery } from './analytics.ts';
import type {
  Bill,
  BillingSettingsResponse,
  billingSettingsSchema,
  TicketResponse,
  ticketBodySchema,
} from './billing.ts';
import type { MenuResponse } from './catalog.ts';
import type {
  Address,
  AddressBody,
  addressesResponseSchema,
  CustomerMe,
  CustomerProfile,
  CustomerSession,
  ProfileBody,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  verifyCodeBodySchema,
} from './customer.ts';
import type { CloseDayBody, DayClose, DayCloseQuery, ReopenDayBody } from './day-close.ts';
import type {
  CheckDiscountResponse,
  checkDiscountBodySchema,
  DiscountCode,
  DiscountCodeInput,
  discountCodesResponseSchema,
  FirstOrderOfferResponse,
} from './discounts.ts';
import type {
  assignRiderBodySchema,
  CreateRiderBody,
  DoorPhotoResponse,
  HandIn,
  HandInBody,
  OnShiftRidersResponse,
  OpenShiftBody,
  RiderAccount,
  RiderCollectBody,
  RiderDeliveredBody,
  RiderDeliveriesResponse,
  RiderPositionBody,
  RidersResponse,
  RiderTapBody,
  RiderTapResponse,
  riderFailedBodySchema,
  ShiftReportResponse,
  ShiftReportRow,
  shiftReportQuerySchema,
  UpdateRiderBody,
  unassignRiderBodySchema,
} from './dispatch.ts';
import type {
  BumpResponse,
  Station,
  StationInput,
  StationTickets,
  stationItemsBodySchema,
  stationOrderSchema,
  stationsResponseSchema,
} from './kitchen.ts';
import type { ReverseGeocodeQuery, ReverseGeocodeResponse } from './location.ts';
import type {
  NotificationPreferences,
  PushKeyResponse,
  PushStateResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from './notifications.ts';
import type {
  AdminOptionGroup,
  adminOptionGroupsResponseSchema,
  ItemOptionGroupsBody,
  itemOptionGroupsResponseSchema,
  OptionAvailabilityBody,
  OptionGroupInput,
} from './option-groups.ts';
import type {
  CustomerLookup,
  customerLookupQuerySchema,
  StaffOrderBody,
  StaffOrderResponse,
  TokenBlock,
  tokenBlockBodySchema,
  voidOrderBodySchema,
} from './order-pad.ts';
import type {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  changeStatusBodySchema,
  MyOrdersQuery,
  myOrdersResponseSchema,
  Order,
  PlaceOrderBody,
} from './orders.ts';
import type {
  PaymentSession,
  PaymentsReport,
  PaymentsReportQuery,
  RefundBody,
  UncollectBody,
  UpiQr,
  VerifyPaymentBody,
} from './payments.ts';
import type {
  PromiseNow,
  PromiseReport,
  PromiseReportQuery,
  PromiseSettingsInput,
  ShopEstimate,
} from './promise.ts';
import type {
  BusyModeInput,
  ContactPagesResponse,
  contactPagesSchema,
  hoursInputSchema,
  PromoNotice,
  PublicSettings,
  SettingsInput,
  ShopPage,
  ShopPauseInput,
} from './settings.ts';
import type {
  MarkShopDeviceBody,
  PinStatus,
  SetPinBody,
  ShopDevice,
  SwitchPeople,
  SwitchUserBody,
  ThisDevice,
} from './shop-tablets.ts';
import type {
  Account,
  AdminStats,
  accountsQuerySchema,
  accountsResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  CreateStaffBody,
  changePasswordBodySchema,
  StaffSessionResponse,
  staffRobotCheckQuerySchema,
  staffSignInBodySchema,
  UpdateAccountBody,
} from './staff.ts';
import type { PrintedTicket, TicketPrinterStatus } from './ticket-printing.ts';

/** The robot check's challenge with the solution found for it; altcha-lib owns the shape. */
export type RobotCheckPayload = { challenge: Challenge; solution: Solution };

type Ok = { ok: true };

export type Endpoints = {
  // ---- storefront ------------------------------------------------------------------------------
  'GET /api/menu': { response: MenuResponse };
  'GET /api/settings': { response: PublicSettings };
  'GET /api/estimate': { response: ShopEstimate };
  'GET /api/pages/:slug': { response: ShopPage };
  'GET /api/location/reverse': { query: ReverseGeocodeQuery; response: ReverseGeocodeResponse };

  // ---- customer sign-in and addresses ----------------------------------------------------------
  'GET /api/customer/robot-check': { response: Challenge };
  'POST /api/customer/otp/send': {
    body: Omit<z.input<typeof sendCodeBodySchema>, 'robotCheck'> & { robotCheck: RobotCheckPayload };
    response: z.infer<typeof sendCodeResponseSchema>;
  };
  'POST /api/customer/otp/verify': {
    body: z.input<typeof verifyCodeBodySchema>;
    response: CustomerSession;
  };
  'GET /api/customer/me': { response: CustomerMe };
  'POST /api/customer/sign-out': { response: Ok };
  'PUT /api/customer/profile': { body: ProfileBody; response: CustomerProfile };
  'GET /api/customer/addresses': { response: z.infer<typeof addressesResponseSchema> };
  'POST /api/customer/addresses': { body: AddressBody; response: Address };
  'PATCH /api/customer/addresses/:id': { body: Partial<AddressBody>; response: Address };
  'POST /api/customer/addresses/:id/default': { response: Address };
  'DELETE /api/customer/addresses/:id': { response: Ok };
  'DELETE /api/customer/account': {
    body: DeleteAccountBody;
    response: z.infer<typeof deleteAccountResponseSchema>;
  };

  // ---- checkout and the customer's orders ------------------------------------------------------
  'POST /api/discounts/check': {
    body: z.input<typeof checkDiscountBodySchema>;
    response: CheckDiscountResponse;
  };
  'GET /api/discounts/first-order-offer': { response: FirstOrderOfferResponse };
  'POST /api/orders': { body: PlaceOrderBody; response: Order };
  'GET /api/orders': { query: MyOrdersQuery; response: z.infer<typeof myOrdersResponseSchema> };
  /** The order a checkout placed under its idempotency key (after a reload lost the answer). */
  'GET /api/orders/by-key/:key': { response: Order };
  'GET /api/orders/:id': { response: Order };
  'POST /api/orders/:id/cancel': { response: Order };
  /** Opens (or reopens) the gateway's payment of an order awaiting it: the checkout window's data. */
  'POST /api/orders/:id/payment': { response: PaymentSession };
  /** The checkout's success handed back; checked with the gateway before the order is paid. */
  'POST /api/orders/:id/payment/verify': { body: VerifyPaymentBody; response: Order };
  /** The bill of a delivered order, for its customer or staff (GET /api/orders/:id/bill.pdf: the PDF). */
  'GET /api/orders/:id/bill': { response: Bill };

  // ---- notifications (docs/product.md#order-notifications) -------------------------------------
  /** The VAPID public key browsers subscribe with; null when push is off. */
  'GET /api/push/key': { response: PushKeyResponse };
  /** 'Notify me about this order': this browser follows the customer's own order. */
  'POST /api/orders/:id/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/orders/:id/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
  'GET /api/customer/notifications': { response: NotificationPreferences };
  'PUT /api/customer/notifications': { body: NotificationPreferences; response: NotificationPreferences };

  // ---- staff sign-in ---------------------------------------------------------------------------
  'POST /api/staff/sign-in': {
    body: Omit<z.input<typeof staffSignInBodySchema>, 'robotCheck'> & { robotCheck?: RobotCheckPayload };
    response: StaffSessionResponse;
  };
  'GET /api/staff/robot-check': { query: z.output<typeof staffRobotCheckQuerySchema>; response: Challenge };
  'GET /api/staff/session': { response: StaffSessionResponse };
  'POST /api/staff/sign-out': { response: Ok };
  'POST /api/staff/password': { body: z.input<typeof changePasswordBodySchema>; response: Ok };

  // ---- shared tablets (docs/product.md#shared-tablets) -----------------------------------------
  'GET /api/staff/this-device': { response: ThisDevice };
  'GET /api/staff/pin': { response: PinStatus };
  'PUT /api/staff/pin': { body: SetPinBody; response: Ok };
  'GET /api/staff/switch/people': { response: SwitchPeople };
  'POST /api/staff/switch': { body: SwitchUserBody; response: StaffSessionResponse };
  'GET /api/admin/shop-devices': { response: { devices: ShopDevice[] } };
  'POST /api/admin/shop-devices': { body: MarkShopDeviceBody; response: ShopDevice };
  'DELETE /api/admin/shop-devices/:id': { response: ShopDevice };

  // ---- admin area ------------------------------------------------------------------------------
  'GET /api/admin/stats': { response: AdminStats };
  'GET /api/admin/analytics': { query: AnalyticsQuery; response: Analytics };
  'GET /api/admin/analytics/promise': { query: PromiseReportQuery; response: PromiseReport };
  'GET /api/admin/audit-logs': {
    query: z.output<typeof auditLogQuerySchema>;
    response: z.infer<typeof auditLogResponseSchema>;
  };

  'GET /api/admin/users': {
    query: z.output<typeof accountsQuerySchema>;
    response: z.infer<typeof accountsResponseSchema>;
  };
  'POST /api/admin/users': { body: CreateStaffBody; response: Account };
  'PATCH /api/admin/users/:id': { body: UpdateAccountBody; response: Account };
  'POST /api/admin/users/:id/unlock': { response: Account };

  // ---- riders and their cash (docs/product.md#rider-accounts-and-shifts) ------------------------
  'GET /api/admin/riders': { response: RidersResponse };
  'POST /api/admin/riders': { body: CreateRiderBody; response: RiderAccount };
  'PATCH /api/admin/riders/:id': { body: UpdateRiderBody; response: RiderAccount };
  'POST /api/admin/riders/:id/shift': { body: OpenShiftBody; response: RiderAccount };
  'POST /api/admin/riders/:id/shift/close': { response: ShiftReportRow };
  'POST /api/admin/riders/:id/hand-ins': { body: HandInBody; response: HandIn };
  'GET /api/admin/riders/shifts': {
    query: z.output<typeof shiftReportQuerySchema>;
    response: ShiftReportResponse;
  };
  // ---- the day close (docs/product.md#the-day-close) ---------------------------------------------
  'GET /api/admin/day-close': { query: DayCloseQuery; response: DayClose };
  'GET /api/admin/day-close/:day': { query: DayCloseQuery; response: DayClose };
  'POST /api/admin/day-close/:day/close': { body: CloseDayBody; response: DayClose };
  'POST /api/admin/day-close/:day/reopen': { body: ReopenDayBody; response: DayClose };
  'GET /api/admin/settings/dispatch': { response: DispatchSettings };
  'PUT /api/admin/settings/dispatch': { body: DispatchSettings; response: DispatchSettings };
  'GET /api/admin/settings/promise': { response: PromiseSettings };
  'PUT /api/admin/settings/promise': { body: PromiseSettingsInput; response: PromiseSettings };
  'GET /api/admin/promise': { response: PromiseNow };

  'GET /api/admin/orders': {
    /** Every part has a default: the open board asks with none. */
    query: Partial<z.output<typeof adminOrdersQuerySchema>>;
    response: z.infer<typeof adminOrdersResponseSchema>;
  };
  'GET /api/admin/orders/waiting': { response: { count: number } };
  'POST /api/admin/orders/:id/status': { body: z.input<typeof changeStatusBodySchema>; response: Order };
  'POST /api/admin/orders/:id/ticket': { body: z.input<typeof ticketBodySchema>; response: TicketResponse };
  /** The ticket on the shop's network printer (decision 029); 503 when the printer does not answer. */
  'POST /api/admin/orders/:id/ticket/print': { response: PrintedTicket };
  'GET /api/admin/ticket-printer': { response: TicketPrinterStatus };
  'PUT /api/admin/settings/ticket-printer': { body: TicketPrinter; response: TicketPrinter };
  'POST /api/admin/settings/ticket-printer/test': { response: { printedAt: string } };
  /** Part or all of a paid online order sent back through the gateway, with a reason. */
  'POST /api/admin/orders/:id/refunds': { body: RefundBody; response: Order };
  /** The money of an at-door order (cash, card or UPI) was collected. */
  'POST /api/admin/orders/:id/collected': { response: Order };
  /** A mark-paid undone by a manager or admin, with a reason: the payment is pending again. */
  'POST /api/admin/orders/:id/uncollected': { body: UncollectBody; response: Order };
  'GET /api/admin/orders/:id/upi-qr': { response: UpiQr };
  /** The order pad (docs/product.md#staff-take-orders): a counter or phone order; 200 for a key sent again. */
  'POST /api/admin/orders': { body: StaffOrderBody; response: StaffOrderResponse };
  /** Tokens of today kept for this staff member's pad, to number orders taken offline. */
  'POST /api/admin/order-pad/tokens': { body: z.input<typeof tokenBlockBodySchema>; response: TokenBlock };
  'GET /api/admin/customers/lookup': {
    query: z.output<typeof customerLookupQuerySchema>;
    response: CustomerLookup;
  };
  /** A paid counter or phone order cancelled and its money handed back (managers). */
  'POST /api/admin/orders/:id/void': { body: z.input<typeof voidOrderBodySchema>; response: Order };
  /** Riders on shift and whom the board suggests (docs/product.md#sending-an-order-with-a-rider). */
  'GET /api/admin/dispatch/riders': { response: OnShiftRidersResponse };
  /** Sends the order with a rider; fromRiderId names the rider the board saw holding it (a reassignment). */
  'PUT /api/admin/orders/:id/delivery': { body: z.input<typeof assignRiderBodySchema>; response: Order };
  'DELETE /api/admin/orders/:id/delivery': { body: z.input<typeof unassignRiderBodySchema>; response: Order };
  /** A packed order whose delivery failed becomes 'Ready for pickup'. */
  'POST /api/admin/orders/:id/to-pickup': { response: Order };

  'GET /api/admin/kitchen/stations': { response: z.infer<typeof stationsResponseSchema> };
  'POST /api/admin/kitchen/stations': { body: StationInput; response: Station };
  'PUT /api/admin/kitchen/stations/order': {
    body: z.input<typeof stationOrderSchema>;
    response: z.infer<typeof stationsResponseSchema>;
  };
  'PATCH /api/admin/kitchen/stations/:id': { body: StationInput; response: Station };
  'PUT /api/admin/kitchen/stations/:id/items': {
    body: z.input<typeof stationItemsBodySchema>;
    response: Station;
  };
  'DELETE /api/admin/kitchen/stations/:id': { response: undefined };
  /** A station's screen; the id 'all' (WHOLE_KITCHEN) reads every station's lines. */
  'GET /api/admin/kitchen/stations/:id/tickets': { response: StationTickets };
  'POST /api/admin/kitchen/lines/:id/bump': { response: BumpResponse };
  /** This staff device hears of new orders by push (a setting per device, like the sound). */
  'POST /api/admin/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/admin/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
  'GET /api/admin/payments/report': { query: PaymentsReportQuery; response: PaymentsReport };

  'GET /api/admin/menu-items': { response: z.infer<typeof adminItemsResponseSchema> };
  'POST /api/admin/menu-items': { body: ItemInput; response: AdminItem };
  'PUT /api/admin/menu-items/:id': { body: ItemUpdate; response: AdminItem };
  /** One-tap sold out / back in stock (staff and up). */
  'PUT /api/admin/menu-items/:id/stock': { body: StockBody; response: AdminItem };
  /** Archives the item: off the grid and the storefront, restorable. */
  'DELETE /api/admin/menu-items/:id': { response: AdminItem };
  'POST /api/admin/menu-items/:id/restore': { response: AdminItem };
  'POST /api/admin/menu-items/bulk': { body: BulkActionBody; response: BulkActionResult };
  'GET /api/admin/categories': { response: z.infer<typeof adminCategoriesResponseSchema> };
  'POST /api/admin/categories': { body: CategoryInput; response: AdminCategory };
  'PUT /api/admin/categories/:id': { body: CategoryUpdate; response: AdminCategory };
  'DELETE /api/admin/categories/:id': { response: undefined };
  /** A multipart body (field 'file'), sent with XMLHttpRequest for its progress events. */
  'POST /api/admin/uploads': { query: z.output<typeof uploadQuerySchema>; response: UploadResult };
  'GET /api/admin/uploads/stats': { response: StorageStats };
  'GET /api/admin/option-groups': { response: z.infer<typeof adminOptionGroupsResponseSchema> };
  'POST /api/admin/option-groups': { body: OptionGroupInput; response: AdminOptionGroup };
  'PUT /api/admin/option-groups/:id': { body: OptionGroupInput; response: AdminOptionGroup };
  'DELETE /api/admin/option-groups/:id': { response: undefined };
  'PUT /api/admin/options/:id/availability': { body: OptionAvailabilityBody; response: AdminOptionGroup };
  'PUT /api/admin/menu-items/:id/option-groups': {
    body: ItemOptionGroupsBody;
    response: z.infer<typeof itemOptionGroupsResponseSchema>;
  };

  'GET /api/admin/discount-codes': { response: z.infer<typeof discountCodesResponseSchema> };
  'POST /api/admin/discount-codes': { body: DiscountCodeInput; response: DiscountCode };
  'PUT /api/admin/discount-codes/:id': { body: DiscountCodeInput; response: DiscountCode };
  'DELETE /api/admin/discount-codes/:id': { response: undefined };

  'PUT /api/admin/settings': { body: SettingsInput; response: PublicSettings };
  'POST /api/admin/settings/publish-promotion': { response: PromoNotice };
  'PUT /api/admin/settings/delivery-area': { body: DeliveryAreaInput; response: PublicSettings };
  'PUT /api/admin/settings/hours': { body: z.input<typeof hoursInputSchema>; response: PublicSettings };
  'PUT /api/admin/settings/cash-limits': { body: CashLimits; response: PublicSettings };
  'GET /api/admin/settings/billing': { response: BillingSettingsResponse };
  'PUT /api/admin/settings/billing': {
    body: z.input<typeof billingSettingsSchema>;
    response: BillingSettingsResponse;
  };
  'GET /api/admin/settings/pages': { response: ContactPagesResponse };
  'PUT /api/admin/settings/pages': {
    body: z.input<typeof contactPagesSchema>;
    response: ContactPagesResponse;
  };
  'PUT /api/admin/busy-mode': { body: BusyModeInput; response: PublicSettings };
  'DELETE /api/admin/busy-mode': { response: PublicSettings };
  'PUT /api/admin/shop-pause': { body: ShopPauseInput; response: PublicSettings };
  'DELETE /api/admin/shop-pause': { response: PublicSettings };
  // The rider's page (docs/product.md#the-riders-page), riders only.
  'GET /api/rider/deliveries': { response: RiderDeliveriesResponse };
  'POST /api/rider/deliveries/:id/ack': { body: RiderTapBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/picked-up': { body: RiderTapBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/collected': { body: RiderCollectBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/delivered': { body: RiderDeliveredBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/failed': {
    body: z.input<typeof riderFailedBodySchema>;
    response: RiderTapResponse;
  };
  /** A multipart body (field 'file'), as the menu's uploads send it. */
  'POST /api/rider/deliveries/:id/door-photo': { response: DoorPhotoResponse };
  'GET /api/rider/deliveries/:id/upi-qr': { response: UpiQr };
  'POST /api/rider/position': { body: RiderPositionBody; response: undefined };
  'POST /api/rider/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/rider/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
};

export type Endpoint = keyof Endpoints;
