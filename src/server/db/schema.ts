// One schema for PGlite and PostgreSQL. Money is stored as integer paise so sums are exact;
// the API converts to rupees at its edge. Auth tables follow better-auth's field names
// (camelCase keys, snake_case columns) and avoid the reserved word `user` as a table name.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type Contact, type PageTexts, SITE_THEMES } from '#shared/api/settings.ts';
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import type { BillingSettings, BillTerms } from '#shared/billing/billing-settings.ts';
import type { CashLimits } from '#shared/cash-limits.ts';
import { OPTION_SELECTIONS } from '#shared/catalog/item-options.ts';
import { DEFAULT_UNIT, UNIT_CHOICES } from '#shared/catalog/units.ts';
import { RATING_STARS_MAX, RATING_STARS_MIN } from '#shared/come-back/ratings.ts';
import { TIP_MAX_PAISE, TIP_STATUSES } from '#shared/come-back/tips.ts';
import type { UsualLine } from '#shared/come-back/usual-orders.ts';
import { WHATSAPP_DELIVERY_STATUSES } from '#shared/come-back/whatsapp.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { DISCOUNT_KINDS } from '#shared/discounts.ts';
import { COLLECT_METHODS, DELIVERY_STATUSES, FAIL_REASONS } from '#shared/dispatch/delivery-rules.ts';
import type { DispatchSettings } from '#shared/dispatch/dispatch-settings.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import type {
  CategoryTranslations,
  ItemTranslations,
  NameTranslations,
  SiteTranslations,
} from '#shared/i18n/translated-fields.ts';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  OUTBOX_STATUSES,
  PUSH_AUDIENCES,
} from '#shared/notifications.ts';

import {
  COUNTER_KINDS,
  ORDER_CHANNELS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_METHODS,
  REFUND_STATUSES,
} from '#shared/orders.ts';
import type { EstimateParts } from '#shared/promise/forecast.ts';
import type { PromiseSettings, ProtectState } from '#shared/promise/promise-settings.ts';
import type { ShopHours } from '#shared/shop-hours/hours-schema.ts';
import type { LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import type { TimeWindow } from '#shared/stock-and-time/time-windows.ts';

/** One chosen option on an order line, as ordered: names and delta survive renames and deletes. */
export type OrderLineOption = {
  /** Null never stored; an id that no longer exists just stops matching (Reorder says so). */
  optionId: string;
  groupId: string;
  group: string;
  name: string;
  priceDeltaPaise: number;
};

/** The schedule as stored: busy mode lives in its own columns, set by the order board. */
export type StoredShopHours = Omit<ShopHours, 'busy'>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The shop day a row is counted on (docs/product.md#the-day-close): by default today's date on the
 * shop's clock (shop_day_now(), migration 0016); a writer that knows the shop's overnight hours
 * passes shopDayOf(). Either way a BEFORE INSERT trigger moves it past days whose close stands.
 */
const shopDay = () => date('shop_day', { mode: 'string' }).notNull().default(sql`shop_day_now()`);
/**
 * The values of a shared enum as a check constraint lists them ('a','b'), so the column's type and
 * its check cannot drift apart. The separator keeps each existing constraint's text as migrated.
 */
const quotedList = (values: readonly string[], separator = ',') =>
  sql.raw(values.map((v) => `'${v}'`).join(separator));

// ---------- auth (better-auth core + phoneNumber + admin plugins) ----------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phoneNumber: text('phone_number'),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // Staff accounts created by an admin start with a temporary password.
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    // A staff member's personal PIN for switching user on a shop tablet (docs/product.md#shared-tablets):
    // a scrypt hash, never the digits; wrong tries count up and lock it until pin_locked_until.
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    index('users_role_idx').on(t.role),
  ],
);

/**
 * A browser an admin marked as the shop's own (the counter tablet): only there may staff switch user
 * with a PIN (docs/product.md#shared-tablets). The browser holds the token in a cookie; the table holds
 * its SHA-256, so a copy of the database cannot impersonate the device.
 */
export const shopDevices = pgTable(
  'shop_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Unmarked by an admin: its cookie no longer lets anyone switch user. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shop_devices_token_hash_key').on(t.tokenHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// Shared counters for rate limits when several instances run on one PostgreSQL without Redis.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Robot-check solutions already used, kept until their challenge expires so that each solution
// is accepted once by every instance, across restarts (modules/robot-check).
export const usedRobotChecks = pgTable(
  'used_robot_checks',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_robot_checks_expires_idx').on(t.expiresAt)],
);

// ---------- customers ----------

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    displayName: text('display_name'),
    fullName: text('full_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_id_key').on(t.userId),
    uniqueIndex('user_profiles_phone_number_key').on(t.phoneNumber),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    // House or flat and area arrived with delivery areas; addresses saved before have only `address`.
    house: text('house'),
    /** Building and street. */
    address: text('address').notNull(),
    area: text('area'),
    landmark: text('landmark'),
    deliveryNotes: text('delivery_notes'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    /** What the customer calls it: 'Home', 'Work' or their own word; null when not named. */
    label: text('label'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_addresses_user_id_idx').on(t.userId),
    check('user_addresses_label_length', sql`${t.label} is null or char_length(${t.label}) between 1 and 20`),
    // At most one default address per customer, whatever the client sends.
    uniqueIndex('user_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// ---------- catalog ----------
// Property names are the code's one vocabulary (docs/decisions/017-one-vocabulary.md): inStock and
// sortOrder everywhere in the code, while the columns keep their first names (is_available,
// display_order), so no data moves.

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    icon: text('icon'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('display_order').notNull().default(0),
    /** Hindi and Marathi name and description beside the English (shared/i18n/content-translations.ts). */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    /** When its items are served (shared/stock-and-time/time-windows.ts); [] = whenever the shop is open. */
    timeWindows: jsonb('time_windows').$type<TimeWindow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menu_categories_slug_key').on(t.slug)],
);

/** A place in the kitchen that makes some of the items: the chai counter, the grill. */
export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kitchen_stations_name_key').on(sql`lower(${t.name})`)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => menuCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    brand: text('brand').notNull().default('Chai Express'),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    discountPercent: integer('discount_percent').notNull().default(0),
    unit: text('unit', { enum: UNIT_CHOICES }).notNull().default(DEFAULT_UNIT),
    imageUrl: text('image_url'),
    rating: doublePrecision('rating').notNull().default(0),
    isVegetarian: boolean('is_vegetarian').notNull().default(true),
    inStock: boolean('is_available').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('display_order').notNull().default(0),
    /** Where in the kitchen it is made; null: the first station (docs/product.md#kitchen-display-by-station). */
    stationId: uuid('station_id').references(() => kitchenStations.id, { onDelete: 'set null' }),
    /** Deleted by staff: off the grid and the storefront, kept for old orders; restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Other words customers search for it by ('chaha', 'चहा', 'चाय'): they rank like the name. */
    searchAliases: text('search_aliases').array().notNull().default(sql`'{}'::text[]`),
    /** Hindi and Marathi name and description beside the English (shared/i18n/content-translations.ts). */
    translations: jsonb('translations').$type<ItemTranslations>().notNull().default({}),
    // Counted stock (shared/stock-and-time/stock.ts): left to sell today, null = not counted; the
    // morning count (par) and the low-stock warning; when staff last set the count (a cancelled
    // order placed before that gives nothing back).
    stockLeft: integer('stock_left'),
    stockPar: integer('stock_par'),
    stockLowAt: integer('stock_low_at'),
    stockCountedAt: timestamp('stock_counted_at', { withTimezone: true }),
    /** When it is served (shared/stock-and-time/time-windows.ts); [] = whenever the shop is open. */
    timeWindows: jsonb('time_windows').$type<TimeWindow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('menu_items_slug_key').on(t.slug),
    index('menu_items_category_id_idx').on(t.categoryId),
    check('menu_items_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'menu_items_original_price_gte_price',
      sql`${t.originalPricePaise} is null or ${t.originalPricePaise} >= ${t.pricePaise}`,
    ),
    check('menu_items_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('menu_items_unit_known', sql`${t.unit} in (${quotedList(UNIT_CHOICES)})`),
    // The checkout's statement takes stock with no read first: this check is what refuses the last
    // samosa to the second of two checkouts (STOCK_CONSTRAINTS).
    check('menu_items_stock_left_not_negative', sql`${t.stockLeft} >= 0`),
    check('menu_items_stock_par_not_negative', sql`${t.stockPar} >= 0`),
    check('menu_items_stock_low_not_negative', sql`${t.stockLowAt} >= 0`),
  ],
);

// ---------- item options (docs/product.md#item-options) ----------

/** A group of choices the shop defines once and attaches to many items ('Sugar' on every chai). */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    selection: text('selection', { enum: OPTION_SELECTIONS }).notNull(),
    required: boolean('required').notNull().default(false),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    sortOrder: integer('display_order').notNull().default(0),
    /** The group's name in Hindi and Marathi ('चीनी', 'साखर'). */
    translations: jsonb('translations').$type<NameTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('option_groups_selection_known', sql`${t.selection} in (${quotedList(OPTION_SELECTIONS)})`),
    // The rules the admin form states, kept by the database too, so no path can store a group the
    // storefront could not satisfy or would not enforce.
    check(
      'option_groups_choices_range',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
    check('option_groups_required_min', sql`${t.required} = (${t.minChoices} >= 1)`),
    check('option_groups_single_max', sql`${t.selection} <> 'single' or ${t.maxChoices} = 1`),
  ],
);

export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceDeltaPaise: integer('price_delta_paise').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('display_order').notNull().default(0),
    /** The option's name in Hindi and Marathi. */
    translations: jsonb('translations').$type<NameTranslations>().notNull().default({}),
    /** Counted stock, as on menu_items ('extra paneer': 20 portions today). */
    stockLeft: integer('stock_left'),
    stockPar: integer('stock_par'),
    stockLowAt: integer('stock_low_at'),
    stockCountedAt: timestamp('stock_counted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('options_group_id_idx').on(t.groupId),
    check('options_price_delta_not_negative', sql`${t.priceDeltaPaise} >= 0`),
    check('options_stock_left_not_negative', sql`${t.stockLeft} >= 0`),
    check('options_stock_par_not_negative', sql`${t.stockPar} >= 0`),
    check('options_stock_low_not_negative', sql`${t.stockLowAt} >= 0`),
  ],
);

/** Which groups an item offers, in the order its sheet shows them. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    sortOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('menu_item_option_groups_pkey_idx').on(t.menuItemId, t.groupId),
    index('menu_item_option_groups_group_id_idx').on(t.groupId),
  ],
);

// ---------- settings and promotions ----------

export const siteSettings = pgTable(
  'site_settings',
  {
    // A single row keyed 'site'; a table (not a JSON file) so every instance reads the same values.
    id: text('id').primaryKey(),
    bannerImage: text('banner_image'),
    bannerTitle: text('banner_title').notNull(),
    bannerSubtitle: text('banner_subtitle').notNull(),
    promotionalMessage: text('promotional_message').notNull(),
    /** The offer bar hides the message from customers who have ordered (the default message is a first-order offer). */
    promoForNewcomers: boolean('promo_for_newcomers').notNull().default(true),
    siteTheme: text('site_theme', { enum: SITE_THEMES }).notNull().default('default'),
    shopOpen: boolean('shop_open').notNull().default(true),
    defaultLocation: text('default_location').notNull(),
    // Validated JSON documents (src/shared/delivery-area, src/shared/shop-hours); null means the
    // out-of-the-box default (FREE delivery within 3 km of the seed shop, open all day).
    deliveryArea: jsonb('delivery_area').$type<DeliveryArea>(),
    shopHours: jsonb('shop_hours').$type<StoredShopHours>(),
    /** Busy mode: extra minutes on the promise until busy_until; past busy_until it is over. */
    busyExtraMinutes: integer('busy_extra_minutes'),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    // Footer contact details and the short pages' texts (shared/api/settings.ts); null means the
    // defaults: no contact details shown, and the pages' starting texts.
    contact: jsonb('contact').$type<Contact>(),
    /**
     * The pages as a manager saved them, and whether online payment was on then: the settings warn
     * when the policies were written for another payment set-up than the shop's now.
     */
    pageTexts: jsonb('page_texts').$type<PageTexts & { writtenWithOnlinePayments?: boolean }>(),
    /** The legal and tax details bills print (shared/billing); null means DEFAULT_BILLING. */
    billing: jsonb('billing').$type<BillingSettings>(),
    /** SAC code and Tally ledger names for the month-end exports (shared/billing/accounting-settings.ts); null means DEFAULT_ACCOUNTING. */
    accounting: jsonb('accounting').$type<AccountingSettings>(),
    /** Caps on orders paid at the door (shared/cash-limits.ts); null means DEFAULT_CASH_LIMITS. */
    cashLimits: jsonb('cash_limits').$type<CashLimits>(),
    /** The network receipt printer the server prints tickets on (shared/kitchen/ticket-printer.ts); null: none. */
    ticketPrinter: jsonb('ticket_printer').$type<TicketPrinter>(),
    /** Automatic assignment and whom customers call (shared/dispatch); null means DEFAULT_DISPATCH. */
    dispatch: jsonb('dispatch').$type<DispatchSettings>(),
    /** How the estimate is worked out and the automatic switch (shared/promise); null means DEFAULT_PROMISE_SETTINGS. */
    promise: jsonb('promise').$type<PromiseSettings>(),
    /** The automatic switch in force (shared/promise/protect-switch.ts), or null: every instance reads it here. */
    promiseProtect: jsonb('promise_protect').$type<ProtectState>(),
    /** The banner, the promotional message and the short pages in Hindi and Marathi; {} means English only. */
    contentTranslations: jsonb('content_translations').$type<SiteTranslations>().notNull().default({}),
    /** Orders for later today (shared/stock-and-time/later-orders.ts); null means DEFAULT_LATER_ORDERS. */
    laterOrders: jsonb('later_orders').$type<LaterOrdersSettings>(),
    /** The shop day the counts were last set to their morning count (par); null: never. */
    stockResetDay: date('stock_reset_day', { mode: 'string' }),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_theme_known', sql`${t.siteTheme} in (${quotedList(SITE_THEMES)})`)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description'),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    // Percent (1-100) for kind 'percent', paise for kind 'flat'.
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxUses: integer('max_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_kind', sql`${t.kind} in (${quotedList(DISCOUNT_KINDS, ', ')})`),
    check('discount_codes_used_within_max', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

// ---------- orders ----------

export type AddressSnapshot = {
  name: string;
  phone: string;
  /** Absent on orders placed before house and area were asked apart. */
  house?: string | null;
  address: string;
  area?: string | null;
  landmark?: string | null;
  deliveryNotes?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * What the reverse-geocoding provider said of a delivery's pin, once, after checkout
 * (docs/product.md#where-the-pin-is): the place it named and, when that is not the area typed, the
 * warning staff read.
 */
export type PinCheck = { locality: string; warning: string | null };

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    /** The customer; null only for a counter order sold to a walk-in nobody asked the number of. */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    // One order book (docs/product.md#one-order-book): where the order came from and who took it.
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('online'),
    /** The language the customer ordered in: their messages (SMS, push) speak it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The staff member who took a counter or phone order; null online. */
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'set null' }),
    /** A counter order's token, from 1 each shop day (token_counters); null otherwise. */
    token: integer('token'),
    /** Eaten at the shop or taken away (counter orders only). */
    counterKind: text('counter_kind', { enum: COUNTER_KINDS }),
    /**
     * The shop day the order belongs to (shared/order-book/shop-day.ts), set when it is placed: what
     * the day close adds up, and what a counter token restarts with.
     */
    shopDay: shopDay(),
    /** A delivery platform's own id for the order (room for aggregator orders; none yet). */
    externalOrderId: text('external_order_id'),
    /** The platform collected and pays the GST itself (section 9(5)): not the shop's to pay. */
    platformCollectedGst: boolean('platform_collected_gst').notNull().default(false),
    /** Why a manager took money off by hand (a discount beyond a code); null otherwise. */
    discountReason: text('discount_reason'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cod'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('delivery'),
    /** null for pickup orders; a delivery order always has one (orders_delivery_has_address). */
    address: jsonb('address').$type<AddressSnapshot>(),
    /** The promise when the order was placed: the normal minutes plus busy mode at that moment. */
    promisedMinutes: integer('promised_minutes').notNull().default(DELIVERY_MINUTES),
    /**
     * Where the estimate shown at checkout said the minutes would go (shared/promise/forecast.ts),
     * before busy mode; null on orders placed before the estimate was worked out.
     */
    estimate: jsonb('estimate').$type<EstimateParts>(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    discountCode: text('discount_code'),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /**
     * The tip for the rider added at checkout, paid with the order (online or at the door). Part of
     * the total the customer pays, never of the taxable value or the discount base; it goes in full
     * to the rider who delivers (docs/product.md#tips). A tip added after delivery is an order_tips row.
     */
    tipPaise: integer('tip_paise').notNull().default(0),
    /**
     * An order for later today: the start of its 15-minute slot (docs/product.md#orders-for-later-today);
     * null = as soon as possible. releaseAt is when it joins the kitchen's queue (the slot less the
     * estimate's minutes); null for an order for now.
     */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    // GST as computed when placed (shared/billing/tax.ts, decision 021). Orders placed before
    // bills existed have taxable = total and no tax.
    taxablePaise: integer('taxable_paise').notNull().default(0),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    /** Tax added on top of the menu prices (0 when they include it). */
    taxAddedPaise: integer('tax_added_paise').notNull().default(0),
    /** The bill's 'Round off' line (shared/billing/tax.ts): -49 to +50 paise; 0 before round-off existed. */
    roundOffPaise: integer('round_off_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** Who sold and how it was taxed, as the settings were when placed; null before bills existed. */
    billTerms: jsonb('bill_terms').$type<BillTerms>(),
    /** 'CE/26-27/000123', given once when delivered (bill_counters), never changed. */
    billNumber: text('bill_number'),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    /** When the kitchen ticket was first printed (auto-print prints once). */
    ticketPrintedAt: timestamp('ticket_printed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // Online payment (docs/product.md#online-payments, decision 022).
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Captured online, or collected at the door. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An online order still unpaid at this moment is cancelled (and its code use given back). */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** The gateway's order for this order's total: one per order, reused when asked again. */
    gatewayOrderId: text('gateway_order_id'),
    /**
     * Set while one instance asks the gateway for this order's gateway order, so no other asks at
     * the same time (Razorpay wants each receipt unique); cleared when its call ends.
     */
    gatewayOrderClaimedAt: timestamp('gateway_order_claimed_at', { withTimezone: true }),
    /** How many times a gateway order was asked for: the receipt of a retry after a lost answer is new. */
    gatewayOrderAttempts: integer('gateway_order_attempts').notNull().default(0),
    /** The captured payment. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Why the last online attempt failed, as the gateway said. */
    paymentFailure: text('payment_failure'),
    /** Sum of the processed refunds; payment_status follows it. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** null until the provider answered (never without GEOCODE_URL, for pickup, or when it failed). */
    pinCheck: jsonb('pin_check').$type<PinCheck>(),
    /**
     * The customer's name and phone as the bill prints them, copied here when the customer deletes
     * their account (docs/product.md#privacy-and-retention): the account row then no longer holds
     * them. Null while the account does.
     */
    billName: text('bill_name'),
    billPhone: text('bill_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_gateway_order_id_key').on(t.gatewayOrderId),
    uniqueIndex('orders_gateway_payment_id_key').on(t.gatewayPaymentId),
    index('orders_paid_at_idx').on(t.paidAt),
    check('orders_payment_status_known', sql`${t.paymentStatus} in (${quotedList(PAYMENT_STATUSES)})`),
    check('orders_refund_within_total', sql`${t.refundedPaise} between 0 and ${t.totalPaise}`),
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // The same checkout retried (double click, network retry) maps to one order.
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // A staff order's key is the pad's, unique on its own: an order kept on a tablet while the
    // server was out of reach and sent again is recognised whoever is signed in when it is sent.
    // By channel, not by taker: taken_by empties when a staff account is deleted (migration 0018).
    uniqueIndex('orders_staff_idempotency_key')
      .on(t.idempotencyKey)
      .where(sql`${t.channel} in ('counter', 'phone')`),
    // Tokens restart every shop day and never repeat within one, across every instance.
    uniqueIndex('orders_shop_day_token_key').on(t.shopDay, t.token).where(sql`${t.token} is not null`),
    index('orders_shop_day_idx').on(t.shopDay),
    uniqueIndex('orders_channel_external_id_key')
      .on(t.channel, t.externalOrderId)
      .where(sql`${t.externalOrderId} is not null`),
    check('orders_channel_known', sql`${t.channel} in (${quotedList(ORDER_CHANNELS)})`),
    check('orders_language_known', sql`${t.language} in (${quotedList(LANGUAGES)})`),
    check(
      'orders_counter_kind_known',
      sql`${t.counterKind} is null or ${t.counterKind} in (${quotedList(COUNTER_KINDS)})`,
    ),
    // Only a counter sale may have no customer; only counter orders have tokens and kinds; staff
    // orders say who took them and online ones never do.
    check('orders_customer_unless_counter', sql`${t.userId} is not null or ${t.channel} = 'counter'`),
    check(
      'orders_token_only_counter',
      sql`(${t.token} is null and ${t.counterKind} is null) or ${t.channel} = 'counter'`,
    ),
    check(
      'orders_taken_by_staff_channels',
      sql`${t.channel} in ('counter', 'phone') or ${t.takenBy} is null`,
    ),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The checkout's "has this customer had N orders delivered" probe (shared/cash-limits.ts) reads
    // at most N entries here, however many other orders the customer has.
    index('orders_user_delivered_idx').on(t.userId).where(sql`${t.status} = 'delivered'`),
    // The same read sums the customer's orders paid at the door and not yet delivered or
    // cancelled: a handful at most, whatever their history.
    index('orders_user_open_at_door_idx')
      .on(t.userId)
      .where(
        sql`${t.paymentMethod} <> 'online' and ${t.status} in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery')`,
      ),
    check('orders_status_known', sql`${t.status} in (${quotedList(ORDER_STATUSES)})`),
    check('orders_payment_known', sql`${t.paymentMethod} in (${quotedList(PAYMENT_METHODS)})`),
    check('orders_type_known', sql`${t.orderType} in (${quotedList(ORDER_TYPES)})`),
    check('orders_delivery_has_address', sql`${t.orderType} = 'pickup' or ${t.address} is not null`),
    check(
      'orders_total_consistent',
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryFeePaise} + ${t.taxAddedPaise} + ${t.roundOffPaise} + ${t.tipPaise}`,
    ),
    check('orders_round_off_range', sql`${t.roundOffPaise} between -49 and 50`),
    check('orders_tip_range', sql`${t.tipPaise} between 0 and ${sql.raw(String(TIP_MAX_PAISE))}`),
    check(
      'orders_tax_added_consistent',
      sql`${t.taxAddedPaise} = 0 or ${t.taxAddedPaise} = ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
    uniqueIndex('orders_bill_number_key').on(t.billNumber),
    index('orders_billed_at_idx').on(t.billedAt),
  ],
);

/**
 * How many orders each slot for later holds (shared/stock-and-time/later-orders.ts). The checkout's
 * statement adds one with the capacity in force, and the check refuses the order that would pass
 * it: two instances cannot overfill a slot. A cancelled order gives its place back (trigger).
 */
export const orderSlots = pgTable(
  'order_slots',
  {
    slotAt: timestamp('slot_at', { withTimezone: true }).primaryKey(),
    taken: integer('taken').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    check('order_slots_within_capacity', sql`${t.taken} <= ${t.capacity}`),
    check('order_slots_taken_not_negative', sql`${t.taken} >= 0`),
  ],
);

/**
 * The last bill number given in each financial year ('2026' for April 2026 to March 2027). The
 * row is updated in the transaction that delivers the order, so its lock serializes numbering
 * across instances and a rolled-back delivery gives its number back: no gaps, none twice.
 */
export const billCounters = pgTable('bill_counters', {
  financialYear: integer('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The last credit note number given in each financial year: a series of its own, like bill_counters. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: integer('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A credit note against a bill (shared/billing/credit-note.ts, docs/product.md#credit-notes): one
 * per processed refund of a billed order, issued when the refund is processed, or when the order is
 * billed for a refund processed before. Never changed or deleted once issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'CN/26-27/000012', from credit_note_counters. */
    number: text('number').notNull(),
    financialYear: integer('financial_year').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /** The bill it reverses part of (the order's bill number, copied so the note reads alone). */
    billNumber: text('bill_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** The bill's GST rate in basis points (0 without GST), from its terms. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    valuePaise: integer('value_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    roundOffPaise: integer('round_off_paise').notNull(),
    /** The part of the refund that was the rider's tip: outside the bill, credited by no note. */
    tipPaise: integer('tip_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_refund_id_key').on(t.refundId),
    index('credit_notes_order_id_idx').on(t.orderId),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
    check(
      'credit_notes_value_consistent',
      sql`${t.valuePaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.roundOffPaise}`,
    ),
    check('credit_notes_value_positive', sql`${t.valuePaise} > 0`),
    check('credit_notes_tax_not_negative', sql`${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0`),
  ],
);

/**
 * Money sent back to a customer through the gateway: a whole order on cancellation, or part of it
 * by staff with a reason. The row is written before the gateway is asked, so a crash in between
 * leaves a pending refund to see, never a refund nobody knows about.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /**
     * How the money went back: through the gateway, or by staff at the counter (cash from the
     * drawer, UPI or card) when a manager voids a paid counter or phone order.
     */
    method: text('method', { enum: REFUND_METHODS }).notNull().default('gateway'),
    /** The gateway payment sent back: the order's, or a second capture; null for a counter refund. */
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * The shop day whose close counts this refund: the day it was made, or the next day not yet
     * closed when that day's close came first (an adjustment, docs/product.md#the-day-close).
     */
    shopDay: shopDay(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    failureReason: text('failure_reason'),
    /** Who asked for it; null when the system did (an expired order paid late). */
    actorUserId: text('actor_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    uniqueIndex('refunds_gateway_refund_id_key').on(t.gatewayRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_known', sql`${t.status} in (${quotedList(REFUND_STATUSES)})`),
    check('refunds_method_known', sql`${t.method} in (${quotedList(REFUND_METHODS)})`),
    check(
      'refunds_gateway_has_payment',
      sql`(${t.method} = 'gateway') = (${t.gatewayPaymentId} is not null)`,
    ),
    index('refunds_shop_day_idx').on(t.shopDay),
  ],
);

/**
 * Gateway webhook events already handled, by a key read from the signed body (the event's name and
 * its payment's or refund's id; never the unsigned event-id header): the same event delivered
 * twice (the gateway retries until it hears 2xx, or someone replays it) changes nothing the second time.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    // The item's unit (a stored value such as 'piece', not its storefront label) when ordered.
    unit: text('unit').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The chosen options as they were when ordered; unit_price_paise already includes their deltas. */
    options: jsonb('options').$type<OrderLineOption[]>().notNull().default([]),
    /** The customer's note on this line ('less milk please'), at most 140 characters. */
    note: text('note'),
    /** When its station's cook bumped it off the kitchen display, and who; null while still to make. */
    bumpedAt: timestamp('bumped_at', { withTimezone: true }),
    bumpedBy: text('bumped_by'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_menu_item_id_idx').on(t.menuItemId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 50`),
    check('order_items_note_length', sql`${t.note} is null or char_length(${t.note}) <= 140`),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorUserId: text('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_id_idx').on(t.orderId, t.createdAt)],
);

// ---------- riders and dispatch (docs/product.md#riders-and-dispatch) ----------

/**
 * What a rider account has besides the account itself: the phone customers and staff call. Kept
 * here, not in users.phone_number, which is a customer's sign-in: a rider's number there would let a
 * phone code open the rider's account.
 */
export const riderProfiles = pgTable('rider_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

/**
 * A rider's shift: opened by a manager with a cash float, closed at the end. Only a rider with an
 * open shift can be given orders; the shift is what cash in hand and the close report add up over.
 */
export const riderShifts = pgTable(
  'rider_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: text('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    floatPaise: integer('float_paise').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: text('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open shift per rider: two managers opening at once cannot make two.
    uniqueIndex('rider_shifts_one_open_key').on(t.riderId).where(sql`${t.closedAt} is null`),
    index('rider_shifts_opened_at_idx').on(t.openedAt),
    check('rider_shifts_float_range', sql`${t.floatPaise} between 0 and 10000000`),
  ],
);

/**
 * One rider taking one order from the shelf to the door. The order keeps its own status; this row
 * says who carries it, when each step happened, where the Delivered tap was, what was collected and
 * why a delivery failed. Another channel's orders (a phone order) feed the same rows.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    riderId: text('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => riderShifts.id, { onDelete: 'restrict' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('assigned'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who sent it (null: the automatic assignment). */
    assignedBy: text('assigned_by'),
    /** The rider tapped OK on the new delivery: the page stops ringing. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** Delivered or failed. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    // Proof of delivery: where the phone was at the Delivered tap, and how far from the address point.
    doorLatitude: doublePrecision('door_latitude'),
    doorLongitude: doublePrecision('door_longitude'),
    doorDistanceM: integer('door_distance_m'),
    failReason: text('fail_reason', { enum: FAIL_REASONS }),
    failNote: text('fail_note'),
    /** A picture of the door for 'not at home' (an /uploads path), optional. */
    failPhoto: text('fail_photo'),
    /** What the rider took at the door for an order paid there. */
    collectedMethod: text('collected_method', { enum: COLLECT_METHODS }),
    collectedPaise: integer('collected_paise').notNull().default(0),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
  },
  (t) => [
    // At most one rider holds an order: the loser of two simultaneous assignments gets a conflict.
    uniqueIndex('deliveries_one_active_per_order_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('assigned', 'picked_up')`),
    index('deliveries_rider_status_idx').on(t.riderId, t.status),
    index('deliveries_shift_idx').on(t.shiftId),
    index('deliveries_order_idx').on(t.orderId, t.assignedAt),
    check('deliveries_status_known', sql`${t.status} in (${quotedList(DELIVERY_STATUSES)})`),
    check('deliveries_collected_nonnegative', sql`${t.collectedPaise} >= 0`),
    check('deliveries_fail_note_length', sql`${t.failNote} is null or char_length(${t.failNote}) <= 300`),
  ],
);

/**
 * A rider's tap (Picked up, Delivered, ...) by the id the phone gave it: a tap queued offline and
 * replayed is recognised and applied once.
 */
export const riderTaps = pgTable('rider_taps', {
  id: uuid('id').primaryKey(),
  riderId: text('rider_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveryId: uuid('delivery_id')
    .notNull()
    .references(() => deliveries.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  createdAt: createdAt(),
});

/**
 * Where a rider's phone was while carrying a picked-up order, and only then; deleted after
 * POSITION_RETENTION_DAYS (docs/product.md#where-the-rider-is).
 */
export const riderPositions = pgTable(
  'rider_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: text('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: integer('accuracy_m'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rider_positions_rider_recorded_idx').on(t.riderId, t.recordedAt),
    // The board and the customer read the latest point of each delivery on the road, on every read.
    index('rider_positions_delivery_recorded_idx').on(t.deliveryId, t.recordedAt),
    index('rider_positions_recorded_idx').on(t.recordedAt),
  ],
);

/** Cash a manager counted and took in from a rider, with the variance against what was expected. */
export const riderCashHandIns = pgTable(
  'rider_cash_hand_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => riderShifts.id, { onDelete: 'restrict' }),
    riderId: text('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    expectedPaise: integer('expected_paise').notNull(),
    countedPaise: integer('counted_paise').notNull(),
    /** Why counted differs from expected; required when they differ. */
    reason: text('reason'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The shop day whose close counts it (the next one not yet closed, as for refunds). */
    shopDay: shopDay(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rider_cash_hand_ins_shift_idx').on(t.shiftId),
    index('rider_cash_hand_ins_shop_day_idx').on(t.shopDay),
    check('rider_cash_hand_ins_counted_nonnegative', sql`${t.countedPaise} >= 0`),
  ],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: text('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('discount_redemptions_code_user_idx').on(t.codeId, t.userId)],
);

// ---------- the order book and the day close (docs/product.md#one-order-book) ----------

/**
 * The last counter token given (or reserved) each shop day. Updated in the transaction that takes
 * the token, so its row lock hands out each number once across every instance.
 */
export const tokenCounters = pgTable('token_counters', {
  shopDay: date('shop_day', { mode: 'string' }).primaryKey(),
  lastToken: integer('last_token').notNull(),
});

/**
 * Tokens an order pad reserved ahead for one shop day, so that it can number a counter order while
 * the server is out of reach (docs/product.md#nothing-is-lost-at-the-counter). A staff order
 * carrying a token must carry one of a block its taker reserved for that day.
 */
export const tokenBlocks = pgTable(
  'token_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopDay: date('shop_day', { mode: 'string' }).notNull(),
    firstToken: integer('first_token').notNull(),
    lastToken: integer('last_token').notNull(),
    reservedBy: text('reserved_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('token_blocks_day_idx').on(t.shopDay, t.reservedBy),
    check('token_blocks_range', sql`${t.firstToken} between 1 and ${t.lastToken}`),
  ],
);

/**
 * A manager's close of one shop day: the counted cash against the expected, and the figures as
 * they stood (docs/product.md#the-day-close). While a close stands (not reopened), nothing new is
 * counted on its day: next_open_shop_day() moves new orders, refunds and hand-ins to the next day.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopDay: date('shop_day', { mode: 'string' }).notNull(),
    openingFloatPaise: integer('opening_float_paise').notNull(),
    expectedCashPaise: integer('expected_cash_paise').notNull(),
    countedCashPaise: integer('counted_cash_paise').notNull(),
    /** Why the counted cash differs from the expected; required when it does. */
    varianceReason: text('variance_reason'),
    /** The close's figures when it was made (shared/api/day-close.ts): what was printed and signed. */
    figures: jsonb('figures').notNull(),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: text('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    // One standing close per day: two managers closing at once cannot both succeed.
    uniqueIndex('day_closes_one_standing_key').on(t.shopDay).where(sql`${t.reopenedAt} is null`),
    index('day_closes_shop_day_idx').on(t.shopDay, t.closedAt),
    check('day_closes_amounts', sql`${t.openingFloatPaise} >= 0 and ${t.countedCashPaise} >= 0`),
    check(
      'day_closes_reopen_reason',
      sql`${t.reopenedAt} is null or char_length(coalesce(${t.reopenReason}, '')) > 0`,
    ),
  ],
);

// ---------- audit ----------

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    action: text('action').notNull(),
    tableName: text('table_name'),
    recordId: text('record_id'),
    /** What the changed fields held before (from migration 0009 on; older rows have none). */
    oldValues: jsonb('old_values'),
    newValues: jsonb('new_values'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);

// ---------- notifications (docs/product.md#order-notifications) ----------

/**
 * A browser's Web Push subscription: a customer's for one order ('Notify me about this order'), or
 * a staff device's for new orders. The endpoint is the push service's URL for that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: PUSH_AUDIENCES }).notNull(),
    /** The order a customer follows; null for a staff device or a rider's phone. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The sign-in it was made in: signing out (or any other end of that session) removes it, so a
     * shared phone or a shop tablet stops hearing of the account's orders once nobody is signed in.
     * Null only for rows made before this was recorded; the device's next renewal sets it.
     */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /**
     * The shop's VAPID public key the browser subscribed with. Push services refuse a message
     * signed with any other key for good, so a row made before the shop's keys changed is dropped
     * instead of being sent again and again. Null only for rows made before this was recorded.
     */
    serverKey: text('server_key'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /**
     * The last push the service accepted for it, or the browser's last renewal. One unused for 90
     * days is deleted (docs/product.md#privacy-and-retention); null means "since created_at".
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('push_subscriptions_session_idx').on(t.sessionId),
    uniqueIndex('push_subscriptions_order_endpoint_key')
      .on(t.orderId, t.endpoint)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('push_subscriptions_staff_endpoint_key').on(t.endpoint).where(sql`${t.audience} = 'staff'`),
    uniqueIndex('push_subscriptions_rider_endpoint_key').on(t.endpoint).where(sql`${t.audience} = 'rider'`),
    index('push_subscriptions_user_idx').on(t.userId),
    check('push_subscriptions_audience_known', sql`${t.audience} in (${quotedList(PUSH_AUDIENCES)})`),
    check(
      'push_subscriptions_order_matches_audience',
      sql`(${t.audience} = 'customer') = (${t.orderId} is not null)`,
    ),
  ],
);

/** A customer's choice about order messages; no row means the defaults (SMS updates on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderSms: boolean('order_sms').notNull().default(true),
  /**
   * Order updates on WhatsApp instead of SMS (docs/product.md#whatsapp-updates): off until the
   * customer ticks it at checkout or in their account, and remembered from then on.
   */
  whatsapp: boolean('whatsapp').notNull().default(false),
  /** When the customer last turned WhatsApp updates on or off (their consent, as recorded). */
  whatsappChangedAt: timestamp('whatsapp_changed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * One message to one recipient, written by a trigger in the same transaction as the change it
 * tells of (an order_status_events or refunds row: source_id), and sent by the outbox worker with
 * retries. The unique source/channel/target means a change can never queue the same message twice.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SMS: the number, as it was when the change happened. */
    phone: text('phone'),
    /** Push: the subscription; null once it is gone (the row is then skipped). */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    /** What the message needs besides the order: the cancel reason, the refund amount. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While sending: when another worker may take the row over (this one died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** WhatsApp: the message id the Cloud API answered ('wamid.…'); its status webhooks name it. */
    providerMessageId: text('provider_message_id'),
    /**
     * WhatsApp: the furthest status the webhook reported (sent, delivered, read, failed) and the
     * time the Cloud API gave it; an older or repeated status never moves it back.
     */
    deliveryStatus: text('delivery_status', { enum: WHATSAPP_DELIVERY_STATUSES }),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_outbox_provider_message_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check(
      'notification_outbox_delivery_status_known',
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in (${quotedList(WHATSAPP_DELIVERY_STATUSES)})`,
    ),
    uniqueIndex('notification_outbox_source_target_key').on(
      t.sourceId,
      t.channel,
      sql`coalesce(${t.phone}, '')`,
      sql`coalesce(${t.subscriptionId}::text, '')`,
    ),
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('notification_outbox_order_idx').on(t.orderId),
    // A subscription deleted (a sign-out, a push service's 410) clears its rows' reference: without
    // this, every such delete would read the whole outbox.
    index('notification_outbox_subscription_idx')
      .on(t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
    check('notification_outbox_kind_known', sql`${t.kind} in (${quotedList(NOTIFICATION_KINDS)})`),
    check('notification_outbox_channel_known', sql`${t.channel} in (${quotedList(NOTIFICATION_CHANNELS)})`),
    check('notification_outbox_status_known', sql`${t.status} in (${quotedList(OUTBOX_STATUSES)})`),
  ],
);

/** Keys the server makes for itself once and every instance shares (the development VAPID pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

// ---------- customers come back (docs/product.md#customers-come-back) ----------

/**
 * An order's verified rating, given once by its buyer after delivery or collection: the delivery's
 * stars and quick reasons (null for a pickup), and the rider who delivered it, copied when rated so
 * the rider report reads it without following deliveries. Its items' stars are item_ratings rows.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    deliveryStars: integer('delivery_stars'),
    /** Keys of DELIVERY_RATING_REASONS. */
    deliveryReasons: jsonb('delivery_reasons').$type<string[]>().notNull().default([]),
    riderId: text('rider_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_ratings_rider_idx').on(t.riderId, t.createdAt),
    index('order_ratings_created_idx').on(t.createdAt),
    check(
      'order_ratings_delivery_stars_range',
      sql`${t.deliveryStars} is null or ${t.deliveryStars} between ${sql.raw(String(RATING_STARS_MIN))} and ${sql.raw(String(RATING_STARS_MAX))}`,
    ),
  ],
);

/**
 * One item's food rating within a rated order, with an optional comment. A manager may reply to
 * the comment or hide it with a reason (audited); a hidden comment's stars still count.
 */
export const itemRatings = pgTable(
  'item_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderRatings.orderId, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** The item's name as ordered, so a rating of a deleted item still reads. */
    itemName: text('item_name').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per order and item, however many lines of it the order had.
    uniqueIndex('item_ratings_order_item_key').on(t.orderId, t.menuItemId),
    index('item_ratings_menu_item_idx').on(t.menuItemId, t.createdAt),
    index('item_ratings_created_idx').on(t.createdAt),
    check(
      'item_ratings_stars_range',
      sql`${t.stars} between ${sql.raw(String(RATING_STARS_MIN))} and ${sql.raw(String(RATING_STARS_MAX))}`,
    ),
    check('item_ratings_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/**
 * A tip added after delivery, paid online on its own (a tip added at checkout is orders.tip_paise).
 * It goes to the rider who delivered (copied when the tip is made). Its gateway order and payment
 * are its own, so the order's payment and refunds never mix with it.
 */
export const orderTips = pgTable(
  'order_tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    riderId: text('rider_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The delivery (and so the shift) the tip is for. */
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('awaiting_payment'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    paymentFailure: text('payment_failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The shop day whose close counts it: the day it was paid (set when paid). */
    shopDay: date('shop_day', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_tips_order_idx').on(t.orderId),
    index('order_tips_rider_idx').on(t.riderId, t.paidAt),
    index('order_tips_shop_day_idx').on(t.shopDay),
    // One tip after delivery per order at a time: a second try reuses the one not yet paid.
    uniqueIndex('order_tips_one_open_per_order_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    uniqueIndex('order_tips_gateway_order_key').on(t.gatewayOrderId),
    uniqueIndex('order_tips_gateway_payment_key').on(t.gatewayPaymentId),
    check('order_tips_amount_range', sql`${t.amountPaise} between 100 and ${sql.raw(String(TIP_MAX_PAISE))}`),
    check('order_tips_status_known', sql`${t.status} in (${quotedList(TIP_STATUSES)})`),
    check(
      'order_tips_paid_has_day',
      sql`${t.status} <> 'paid' or (${t.paidAt} is not null and ${t.shopDay} is not null)`,
    ),
  ],
);

/**
 * A customer's favourite order ('My usual'): the lines by item and option ids, so a reorder reads
 * today's prices, stock and options and says what changed.
 */
export const usualOrders = pgTable(
  'usual_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lines: jsonb('lines').$type<UsualLine[]>().notNull(),
    /** The order it was saved from; null once that order is gone. */
    sourceOrderId: uuid('source_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('usual_orders_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('usual_orders_user_idx').on(t.userId, t.createdAt),
  ],
);
