import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILLING_SETTINGS_PATH,
  billingSettingsResponseSchema,
  billingSettingsSchema,
} from '#shared/api/billing.ts';
import { PUBLIC_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import {
  busyModeInputSchema,
  contactPagesResponseSchema,
  contactPagesSchema,
  hoursInputSchema,
  pageParamsSchema,
  promoNoticeSchema,
  publicSettingsSchema,
  settingsInputSchema,
  shopPageSchema,
  shopPauseInputSchema,
  siteTranslationsBodySchema,
  siteTranslationsResponseSchema,
} from '#shared/api/settings.ts';
import { cashLimitsSchema } from '#shared/cash-limits.ts';
import { deliveryAreaSchema } from '#shared/delivery-area/delivery-area-schema.ts';
import { dispatchSettingsSchema } from '#shared/dispatch/dispatch-settings.ts';
import { languageQuerySchema } from '#shared/i18n/language-schema.ts';
import { laterOrdersSettingsSchema } from '#shared/stock-and-time/later-orders.ts';
import type { SettingsService } from './settings.service.ts';

type Options = {
  settings: SettingsService;
  /** Subscribes to "the catalog changed" from every instance; returns the unsubscribe. */
  watchMenu: (listener: () => void) => () => void;
  /** Subscribes to "the settings changed" (pause, busy mode, hours...) from every instance. */
  watchSettings: (listener: () => void) => () => void;
};

export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { settings, watchMenu, watchSettings },
) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Public site settings: banner, promotion, theme, shop open, default location, delivery area, hours and busy mode',
        description:
          'The banner and the promotional message in `lang`, each in English where it has no translation.',
        querystring: languageQuerySchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return settings.publicSettings(request.query.lang);
    },
  );

  app.put(
    '/api/admin/settings',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves every site setting; the storefront shows them at its next load',
        body: settingsInputSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.update(request.body, await request.actor()),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['settings'],
        summary: "One of the storefront's short pages: Our Story, terms, privacy or refunds (plain text)",
        description: 'The text in `lang` where it has a translation, in English otherwise.',
        params: pageParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: shopPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return settings.page(request.params.slug, request.query.lang);
    },
  );

  app.get(
    '/api/admin/settings/pages',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: "The shop's contact details and the short pages' texts, as the settings form edits them",
        response: { 200: contactPagesResponseSchema },
      },
    },
    async () => settings.contactPages(),
  );

  app.put(
    '/api/admin/settings/pages',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "Saves the contact details (phone, WhatsApp, e-mail, https social links) and the short pages' texts",
        body: contactPagesSchema,
        response: { 200: contactPagesResponseSchema },
      },
    },
    async (request) => settings.updateContactPages(request.body, await request.actor()),
  );

  app.get(
    '/api/admin/settings/translations',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'The banner, promotional message and short pages in Hindi and Marathi, beside the English they translate',
        response: { 200: siteTranslationsResponseSchema },
      },
    },
    async () => settings.siteTranslations(),
  );

  app.put(
    '/api/admin/settings/translations',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Saves the Hindi and Marathi banner, promotional message and short pages; a blank field shows the English',
        body: siteTranslationsBodySchema,
        response: { 200: siteTranslationsResponseSchema },
      },
    },
    async (request) => settings.updateSiteTranslations(request.body.translations, await request.actor()),
  );

  app.put(
    '/api/admin/settings/delivery-area',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Saves where the shop is, how far it delivers, its fee slabs, free-above threshold and minimum order',
        body: deliveryAreaSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.updateDeliveryArea(request.body, await request.actor()),
  );

  app.put(
    '/api/admin/settings/hours',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves the weekly shifts, holiday closures and time zone (no holiday before today)',
        body: hoursInputSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.updateHours(request.body, await request.actor()),
  );

  app.put(
    '/api/admin/settings/cash-limits',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "Saves the caps on orders paid at the door: for everyone, and for a customer's first delivered orders",
        body: cashLimitsSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.updateCashLimits(request.body, await request.actor()),
  );

  // Orders for later today (docs/product.md#orders-for-later-today): in the public settings, which
  // the storefront's checkout and the server's read from memory.
  app.put(
    '/api/admin/settings/later-orders',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Saves whether customers may order for later today, how far ahead, how much notice and how many orders per 15-minute slot',
        body: laterOrdersSettingsSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.updateLaterOrders(request.body, await request.actor()),
  );

  // How the shop dispatches its riders (docs/product.md#riders-and-dispatch).
  app.get(
    '/api/admin/settings/dispatch',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Whether packed orders go to a rider automatically, and whom the customer’s Call rings',
        response: { 200: dispatchSettingsSchema },
      },
    },
    async () => settings.dispatch(),
  );

  app.put(
    '/api/admin/settings/dispatch',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves the automatic assignment and whom the customer’s Call rings',
        body: dispatchSettingsSchema,
        response: { 200: dispatchSettingsSchema },
      },
    },
    async (request) => settings.updateDispatch(request.body, await request.actor()),
  );

  // Admins only: a wrong GSTIN or rate is the owner's liability (roles.ts).
  app.get(
    BILLING_SETTINGS_PATH,
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags: ['admin'],
        summary: 'The legal and tax details bills print, and what they still lack',
        response: { 200: billingSettingsResponseSchema },
      },
    },
    async () => settings.billing(),
  );

  app.put(
    BILLING_SETTINGS_PATH,
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Saves the legal name, address, GSTIN, FSSAI number, tax regime and rate, and the bill-number prefix; orders already placed keep their terms',
        body: billingSettingsSchema,
        response: { 200: billingSettingsResponseSchema },
      },
    },
    async (request) => settings.updateBilling(request.body, await request.actor()),
  );

  // Busy mode is the order board's one tap, so staff may set it, not only managers.
  app.put(
    '/api/admin/busy-mode',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Adds 5, 10 or 15 minutes to the delivery promise for the next 30 to 120 minutes',
        body: busyModeInputSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.startBusyMode(request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/busy-mode',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Ends busy mode now: the promise is the normal one again',
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.endBusyMode(await request.actor()),
  );

  // docs/product.md#pausing-the-shop: an emergency stop is for whoever stands at the board, so
  // staff may pause; resuming is a decision about the shop's settings, so only settings:manage.
  app.put(
    '/api/admin/shop-pause',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Pauses the shop now (checkout refused), with an optional reason for the audit log',
        body: shopPauseInputSchema,
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.pauseShop(request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/shop-pause',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Resumes a paused shop: customers can order again',
        response: { 200: publicSettingsSchema },
      },
    },
    async (request) => settings.resumeShop(await request.actor()),
  );

  app.post(
    '/api/admin/settings/publish-promotion',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Shows the saved promotional message on every open storefront (Special Offer toast)',
        response: { 200: promoNoticeSchema },
      },
    },
    async (request) => settings.publishPromotion(await request.actor()),
  );

  app.get(
    PUBLIC_STREAM,
    {
      schema: {
        tags: ['settings'],
        summary: 'Live events for every storefront visitor (Server-Sent Events)',
        description:
          '`ready` on every (re)connection, then `promo` { id, message } for each published promotion ' +
          'and `menu` {} whenever the catalog changed (clients re-read /api/menu), `settings` {} ' +
          'whenever the site settings changed: paused or resumed, busy mode, hours (clients re-read /api/settings).',
      },
    },
    async (_request, reply) => {
      const stream = reply.eventStream();
      stream.onClose(settings.watchPromotions((notice) => stream.send(STREAM_EVENTS.promo, notice)));
      stream.onClose(watchMenu(() => stream.send(STREAM_EVENTS.menu, {})));
      // A pause or busy mode reaches open pages at once (docs/product.md#opening-hours-and-busy-mode).
      stream.onClose(watchSettings(() => stream.send(STREAM_EVENTS.settings, {})));
      stream.send(STREAM_EVENTS.ready, {});
      return reply;
    },
  );
};
