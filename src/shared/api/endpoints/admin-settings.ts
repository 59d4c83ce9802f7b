// The shop's settings: the storefront's, the delivery area, hours, cash limits, billing, pages,
// busy mode and a pause, the site's words in Hindi and Marathi, dispatch, the promise, and the ticket printer.
import type { z } from 'zod';
import type { CashLimits } from '#shared/cash-limits.ts';
import type { DeliveryAreaInput } from '#shared/delivery-area/delivery-area-schema.ts';
import type { DispatchSettings } from '#shared/dispatch/dispatch-settings.ts';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import type { PromiseSettings } from '#shared/promise/promise-settings.ts';
import type { LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import type { BillingSettingsResponse, billingSettingsSchema } from '../billing.ts';
import type { AccountingSettingsResponse, accountingSettingsSchema } from '../month-end.ts';
import type { PromiseSettingsInput } from '../promise.ts';
import type {
  BusyModeInput,
  ContactPagesResponse,
  contactPagesSchema,
  hoursInputSchema,
  PromoNotice,
  PublicSettings,
  SettingsInput,
  ShopPauseInput,
  SiteTranslationsBody,
  SiteTranslationsResponse,
} from '../settings.ts';

export interface AdminSettingsEndpoints {
  'GET /api/admin/settings/dispatch': { response: DispatchSettings };
  'PUT /api/admin/settings/dispatch': { body: DispatchSettings; response: DispatchSettings };
  'GET /api/admin/settings/promise': { response: PromiseSettings };
  'PUT /api/admin/settings/promise': { body: PromiseSettingsInput; response: PromiseSettings };
  'PUT /api/admin/settings/ticket-printer': { body: TicketPrinter; response: TicketPrinter };
  'POST /api/admin/settings/ticket-printer/test': { response: { printedAt: string } };
  'PUT /api/admin/settings': { body: SettingsInput; response: PublicSettings };
  'POST /api/admin/settings/publish-promotion': { response: PromoNotice };
  'PUT /api/admin/settings/delivery-area': { body: DeliveryAreaInput; response: PublicSettings };
  'PUT /api/admin/settings/hours': { body: z.input<typeof hoursInputSchema>; response: PublicSettings };
  'PUT /api/admin/settings/cash-limits': { body: CashLimits; response: PublicSettings };
  'PUT /api/admin/settings/later-orders': { body: LaterOrdersSettings; response: PublicSettings };
  'GET /api/admin/settings/billing': { response: BillingSettingsResponse };
  'PUT /api/admin/settings/billing': {
    body: z.input<typeof billingSettingsSchema>;
    response: BillingSettingsResponse;
  };
  'GET /api/admin/settings/accounting': { response: AccountingSettingsResponse };
  'PUT /api/admin/settings/accounting': {
    body: z.input<typeof accountingSettingsSchema>;
    response: AccountingSettingsResponse;
  };
  'GET /api/admin/settings/pages': { response: ContactPagesResponse };
  'PUT /api/admin/settings/pages': {
    body: z.input<typeof contactPagesSchema>;
    response: ContactPagesResponse;
  };
  'GET /api/admin/settings/translations': { response: SiteTranslationsResponse };
  'PUT /api/admin/settings/translations': { body: SiteTranslationsBody; response: SiteTranslationsResponse };
  'PUT /api/admin/busy-mode': { body: BusyModeInput; response: PublicSettings };
  'DELETE /api/admin/busy-mode': { response: PublicSettings };
  'PUT /api/admin/shop-pause': { body: ShopPauseInput; response: PublicSettings };
  'DELETE /api/admin/shop-pause': { response: PublicSettings };
}
