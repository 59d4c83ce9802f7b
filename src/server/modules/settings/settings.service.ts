// Site settings are read on every storefront load and every checkout and change rarely: keep the
// public view (and the short pages) in memory and drop it whenever a write goes through this service (on any instance).
import { randomUUID } from 'node:crypto';
import type { StoredShopHours } from '#server/db/schema.ts';
import { invalid } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { BillingSettingsResponse } from '#shared/api/billing.ts';
import type { AccountingSettingsResponse } from '#shared/api/month-end.ts';
import type {
  BusyModeInput,
  ContactPages,
  ContactPagesResponse,
  PromoNotice,
  PublicSettings,
  SettingsInput,
  ShopPage,
  ShopPauseInput,
  SiteTranslationsResponse,
} from '#shared/api/settings.ts';
import { changedFields, changedNothing } from '#shared/audit/changes.ts';
import { type AccountingSettings, DEFAULT_ACCOUNTING } from '#shared/billing/accounting-settings.ts';
import { billingGaps } from '#shared/billing/billing-gaps.ts';
import { type BillingSettings, DEFAULT_BILLING, normalizeBilling } from '#shared/billing/billing-settings.ts';
import { type CashLimits, DEFAULT_CASH_LIMITS } from '#shared/cash-limits.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { DEFAULT_DISPATCH, type DispatchSettings } from '#shared/dispatch/dispatch-settings.ts';
import { inLanguage } from '#shared/i18n/content-translations.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { SiteTranslations } from '#shared/i18n/translated-fields.ts';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import { DEFAULT_PROMISE_SETTINGS, type PromiseSettings } from '#shared/promise/promise-settings.ts';
import { pastHolidayProblems } from '#shared/shop-hours/holiday-rules.ts';
import { policyTextWarning } from '#shared/shop-pages/policy-check.ts';
import { PAGE_SLUGS, type PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { DEFAULT_LATER_ORDERS, type LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import { asOf, BASE_SETTINGS, settingsInLanguage, toPublic, withZoneOffsets } from './public-settings.ts';
import type { SettingsRepo, SettingsRow, SettingsValues } from './settings.repo.ts';
import { pageOf, pagesOf, siteTranslationsOf } from './site-words.ts';

const MINUTE_MS = 60_000;

type Kept = {
  settings: PublicSettings;
  /** The site's Hindi and Marathi words, read with the settings from the same row. */
  translations: SiteTranslations;
  pages: Record<PageSlug, ShopPage>;
};

/** Busy mode as its audit entries name it. */
const busyOf = (row: SettingsRow | undefined) => ({
  extraMinutes: row?.busyExtraMinutes ?? null,
  until: row?.busyUntil?.toISOString() ?? null,
});

export function createSettingsService(
  repo: SettingsRepo,
  audit: AuditService,
  events: EventBus,
  /** The app's clock: busy mode's end and 'a holiday in the past' are read on it. */
  now: () => Date = () => new Date(),
  /** Checkout offers paying online: a payment gateway is configured. */
  onlinePayments = false,
  /**
   * After a save on this instance, before its event comes back: the menu reads the hours for its
   * time windows (docs/product.md#menus-by-time-of-day) and must not answer on the old ones.
   */
  saved: () => void = () => {},
) {
  // The public view and the short pages, from one read: each page is asked by the service worker
  // on app visits (src/web/sw.ts), so it must cost no query either.
  let cached: Promise<Kept> | undefined;
  // A save on another instance drops this one's copy too: a paused shop must refuse orders everywhere.
  events.subscribe((event) => {
    if (event.kind === 'settings' || event.kind === 'resync') cached = undefined;
  });

  /**
   * Writes some columns, tells every instance, and records who changed what: the fields of
   * `audited` that differ from what `was` reads in the row before the save, with their old values.
   */
  async function save(
    values: Partial<SettingsValues>,
    context: RequestContext,
    action: string,
    audited: object,
    was: (before: SettingsRow | undefined) => object | null | undefined,
  ): Promise<PublicSettings> {
    const before = await repo.get();
    const row = await repo.save({ ...values, updatedBy: context.userId }, BASE_SETTINGS);
    cached = undefined;
    saved();
    await events.publish({ kind: 'settings' });
    const changes = changedFields(was(before) as Record<string, unknown>, audited as Record<string, unknown>);
    // A form saved unchanged leaves no empty entry.
    if (!changedNothing(changes))
      await audit.record(context, { action, tableName: 'site_settings', recordId: row.id, ...changes });
    return asOf(toPublic(row, onlinePayments), now());
  }

  async function contactPages(): Promise<ContactPagesResponse> {
    const row = await repo.get();
    return {
      contact: toPublic(row, onlinePayments).contact,
      pages: pagesOf(row, onlinePayments),
      policyWarning: policyWarning(row),
    };
  }

  /**
   * Saved Terms and Refund Policy that contradict the payment set-up (policy-check.ts reads them:
   * 'nothing to refund' with online payment on, 'paid online' with it off), else saved ones
   * written for the other set-up and not saved again since: they may promise refunds that cannot
   * happen or miss ones that will. The starting texts always follow the set-up.
   */
  function policyWarning(row: SettingsRow | undefined): string | null {
    if (!row?.pageTexts) return null;
    const fromText = policyTextWarning(pagesOf(row, onlinePayments), onlinePayments);
    if (fromText) return fromText;
    const writtenWith = row.pageTexts.writtenWithOnlinePayments ?? false;
    if (writtenWith === onlinePayments) return null;
    return onlinePayments
      ? 'Online payment is on, but your Terms and Refund Policy were written without it: check that they say how orders paid online are refunded.'
      : 'Online payment is off, but your Terms and Refund Policy were written while it was on: check that they no longer promise online refunds.';
  }

  function kept(): Promise<Kept> {
    cached ??= repo.get().then((row) => {
      // toPublic with the gateway flag: the storefront's settings say whether checkout offers paying online.
      const settings = toPublic(row, onlinePayments);
      const pages = Object.fromEntries(
        PAGE_SLUGS.map((slug) => [slug, pageOf(row, settings, slug, onlinePayments)]),
      );
      return { settings, translations: row?.contentTranslations ?? {}, pages: pages as Kept['pages'] };
    });
    // A failed read must not stick: the next request tries the database again.
    cached.catch(() => {
      cached = undefined;
    });
    return cached;
  }

  const stored = async (): Promise<PublicSettings> => (await kept()).settings;

  return {
    update(input: SettingsInput, context: RequestContext): Promise<PublicSettings> {
      return save(input, context, 'settings.update', input, (before) => before);
    },

    /** The schema (deliveryAreaSchema) has checked the area whole; it is stored as sent. */
    updateDeliveryArea(area: DeliveryArea, context: RequestContext): Promise<PublicSettings> {
      return save({ deliveryArea: area }, context, 'settings.delivery_area', area, (b) => b?.deliveryArea);
    },

    /**
     * The schedule, holidays and zone; busy mode is the order board's and stays as it is. A holiday
     * before today in the shop's zone is refused here, where the clock is (shopHoursInputSchema's rule).
     */
    updateHours(hours: StoredShopHours, context: RequestContext): Promise<PublicSettings> {
      const past = pastHolidayProblems(hours.holidays, hours.timeZone, now());
      if (past.length > 0) {
        const fields = Object.fromEntries(
          past.map(({ path, message }) => [['holidays', ...path].join('.'), message]),
        );
        throw invalid(past[0]!.message, fields);
      }
      return save({ shopHours: hours }, context, 'settings.hours', hours, (b) => b?.shopHours);
    },

    contactPages,

    /** The caps on orders paid at the door; checkout reads them from the cached settings. */
    updateCashLimits(limits: CashLimits, context: RequestContext): Promise<PublicSettings> {
      return save({ cashLimits: limits }, context, 'settings.cash_limits', limits, (b) => ({
        ...DEFAULT_CASH_LIMITS,
        ...b?.cashLimits,
      }));
    },

    /** Orders for later today (docs/product.md#orders-for-later-today); laterOrdersSettingsSchema checked it whole. */
    updateLaterOrders(laterOrders: LaterOrdersSettings, context: RequestContext): Promise<PublicSettings> {
      return save({ laterOrders }, context, 'settings.later_orders', laterOrders, (b) => ({
        ...DEFAULT_LATER_ORDERS,
        ...b?.laterOrders,
      }));
    },

    /** The legal and tax details bills print, with what they still lack (the dashboard's warning). */
    async billing(): Promise<BillingSettingsResponse> {
      const row = await repo.get();
      const billing = { ...DEFAULT_BILLING, ...row?.billing };
      return {
        billing,
        gaps: billingGaps(billing),
        updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
      };
    },

    /**
     * Saves them normalized (GSTIN upper case, identifiers without spaces); billingSettingsSchema
     * has checked them whole. Orders already placed keep the terms they were placed with.
     */
    async updateBilling(input: BillingSettings, context: RequestContext): Promise<BillingSettingsResponse> {
      const billing = normalizeBilling(input);
      const saved = await save({ billing }, context, 'settings.billing', billing, (b) => ({
        ...DEFAULT_BILLING,
        ...b?.billing,
      }));
      return { billing, gaps: billingGaps(billing), updatedAt: saved.updatedAt };
    },

    /** The SAC code and Tally ledger names the month-end exports use (null column: the defaults). */
    async accounting(): Promise<AccountingSettingsResponse> {
      const row = await repo.get();
      return {
        accounting: { ...DEFAULT_ACCOUNTING, ...row?.accounting },
        updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
      };
    },

    /** accountingSettingsSchema has checked them whole (names trimmed); audited like the billing. */
    async updateAccounting(
      accounting: AccountingSettings,
      context: RequestContext,
    ): Promise<AccountingSettingsResponse> {
      const saved = await save({ accounting }, context, 'settings.accounting', accounting, (b) => ({
        ...DEFAULT_ACCOUNTING,
        ...b?.accounting,
      }));
      return { accounting, updatedAt: saved.updatedAt };
    },

    /**
     * The network ticket printer as saved, null for none (decision 029). Read from the database
     * each time: it is asked once per accepted order, and a change on another instance shows at once.
     */
    async ticketPrinter(): Promise<TicketPrinter | null> {
      return (await repo.get())?.ticketPrinter ?? null;
    },

    /** ticketPrinterSchema has checked it whole; saved as sent. */
    async updateTicketPrinter(printer: TicketPrinter, context: RequestContext): Promise<TicketPrinter> {
      await save(
        { ticketPrinter: printer },
        context,
        'settings.ticket_printer',
        printer,
        (b) => b?.ticketPrinter,
      );
      return printer;
    },

    /**
     * How the shop dispatches its riders (null in the row: DEFAULT_DISPATCH). Read from the database
     * each time, like the ticket printer: a change on another instance shows at once.
     */
    async dispatch(): Promise<DispatchSettings> {
      return { ...DEFAULT_DISPATCH, ...(await repo.get())?.dispatch };
    },

    /** dispatchSettingsSchema has checked it whole; saved as sent. */
    async updateDispatch(dispatch: DispatchSettings, context: RequestContext): Promise<DispatchSettings> {
      await save({ dispatch }, context, 'settings.dispatch', dispatch, (b) => ({
        ...DEFAULT_DISPATCH,
        ...b?.dispatch,
      }));
      return dispatch;
    },

    /**
     * How the estimate is worked out and the automatic switch (null in the row:
     * DEFAULT_PROMISE_SETTINGS). Read from the database each time, like dispatch.
     */
    async promise(): Promise<PromiseSettings> {
      return (await repo.get())?.promise ?? DEFAULT_PROMISE_SETTINGS;
    },

    /**
     * promiseSettingsInputSchema has checked it whole; saved as sent. Every instance's forecast
     * hears the 'settings' event and works out again with it (a switch turned off clears there).
     */
    async updatePromise(promise: PromiseSettings, context: RequestContext): Promise<PromiseSettings> {
      await save(
        { promise },
        context,
        'settings.promise',
        promise,
        (b) => b?.promise ?? DEFAULT_PROMISE_SETTINGS,
      );
      return promise;
    },

    /** The footer's contact details and the short pages' texts, saved together from one form. */
    async updateContactPages(input: ContactPages, context: RequestContext): Promise<ContactPagesResponse> {
      await save(
        { contact: input.contact, pageTexts: { ...input.pages, writtenWithOnlinePayments: onlinePayments } },
        context,
        'settings.contact_pages',
        input,
        (b) => ({ contact: b?.contact ?? null, pages: pagesOf(b, onlinePayments) }),
      );
      return { ...input, policyWarning: policyTextWarning(input.pages, onlinePayments) };
    },

    /** The banner, the promotional message and the short pages in Hindi and Marathi, as the form edits them. */
    async siteTranslations(): Promise<SiteTranslationsResponse> {
      return siteTranslationsOf(await repo.get(), onlinePayments);
    },

    /**
     * siteTranslationsBodySchema has dropped blank fields (they show the English). Saved through
     * save(), so every instance drops its copy of the public settings and the pages re-render.
     */
    async updateSiteTranslations(
      translations: SiteTranslations,
      context: RequestContext,
    ): Promise<SiteTranslationsResponse> {
      await save(
        { contentTranslations: translations },
        context,
        'settings.translations',
        { translations },
        (b) => ({ translations: b?.contentTranslations ?? {} }),
      );
      return siteTranslationsOf(await repo.get(), onlinePayments);
    },

    /** One page as the storefront shows it (docs/product.md#storefront), from memory like the settings. */
    async page(slug: PageSlug, lang: Language = DEFAULT_LANGUAGE): Promise<ShopPage> {
      const { pages, translations } = await kept();
      const page = pages[slug];
      const text = inLanguage({ [slug]: page.text } as Record<PageSlug, string>, translations, lang, [slug])[
        slug
      ];
      return text === page.text ? page : { ...page, text };
    },

    /** One tap on the order board: the promise grows by extraMinutes, for forMinutes from now. */
    startBusyMode(input: BusyModeInput, context: RequestContext): Promise<PublicSettings> {
      const until = new Date(now().getTime() + input.forMinutes * MINUTE_MS);
      return save(
        { busyExtraMinutes: input.extraMinutes, busyUntil: until },
        context,
        'settings.busy_mode',
        { extraMinutes: input.extraMinutes, until: until.toISOString() },
        busyOf,
      );
    },

    endBusyMode(context: RequestContext): Promise<PublicSettings> {
      return save(
        { busyExtraMinutes: null, busyUntil: null },
        context,
        'settings.busy_mode_end',
        { extraMinutes: null, until: null },
        busyOf,
      );
    },

    /**
     * The board's emergency stop (docs/product.md#pausing-the-shop): checkout is refused on every
     * instance at once. It only pauses, whoever asks; the audit entry names who and why, even when
     * the shop was already paused (a second member of staff saying what they saw).
     */
    pauseShop(input: ShopPauseInput, context: RequestContext): Promise<PublicSettings> {
      return save(
        { shopOpen: false },
        context,
        'settings.shop_pause',
        { shopOpen: false, reason: input.reason || null },
        (before) => ({ shopOpen: before?.shopOpen ?? BASE_SETTINGS.shopOpen, reason: null }),
      );
    },

    /** Orders are taken again: the bar on the board and the dashboard goes. */
    resumeShop(context: RequestContext): Promise<PublicSettings> {
      return save({ shopOpen: true }, context, 'settings.shop_resume', { shopOpen: true }, (before) => ({
        shopOpen: before?.shopOpen ?? BASE_SETTINGS.shopOpen,
      }));
    },

    /** Sends the saved promotional message to every open storefront, on every instance. */
    async publishPromotion(context: RequestContext): Promise<PromoNotice> {
      const notice = { id: randomUUID(), message: (await stored()).promotionalMessage };
      await events.publish({ kind: 'promo', ...notice });
      await audit.record(context, {
        action: 'settings.publish_promotion',
        tableName: 'site_settings',
        recordId: notice.id,
        newValues: { message: notice.message },
      });
      return notice;
    },

    watchPromotions(onNotice: (notice: PromoNotice) => void): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'promo') onNotice({ id: event.id, message: event.message });
      });
    },

    /** What GET /api/settings answers now, the banner and promotion in `lang` (English by default). */
    async publicSettings(lang: Language = DEFAULT_LANGUAGE): Promise<PublicSettings> {
      const { settings, translations } = await kept();
      return withZoneOffsets(asOf(settingsInLanguage(settings, translations, lang), now()), now());
    },

    /**
     * The in-memory copy as stored, for checkout: no query, and busy mode as saved (expired or not,
     * promiseMinutesAt reads it on the checkout's own clock).
     */
    stored,

    invalidate() {
      cached = undefined;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
