// Business constants and limits (docs/product.md#limits), in one place for server and browser.

export const DELIVERY_MINUTES = 8;
export const DEFAULT_LOCATION = 'Koramangala, Bangalore';
export const PRESET_LOCATIONS = [
  'YS1 - Porwal Rd, Lohegaon, Pune',
  'YS2 - HDFC Bank Area, Lohegaon, Pune',
] as const;

export const BRAND_NAME = 'Chai Express';
/** The shop's clock (Pune): analytics days and hours, and the times in exports, are local to it. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_COUNTRY_CODE = '+91';

export const PROMO_TOAST_MS = 5000;
export const PROMO_CHANNEL = 'chai-express-promos';
export const PROMO_MESSAGE_TYPE = 'PROMO_NOTIFICATION';

export const PRODUCT_SKELETONS = 8;
export const CATEGORY_SKELETONS = 6;

const MINUTE = 60_000;

/**
 * Login 5 per 15 min; OTP 3 per 5 min; API 100 a minute; orders 10 a minute
 * (docs/product.md#rate-limits).
 */
export const RATE_LIMITS = {
  login: { max: 5, windowMs: 15 * MINUTE },
  otp: { max: 3, windowMs: 5 * MINUTE },
  api: { max: 100, windowMs: MINUTE },
  /**
   * Not in the first design: a signed-in staff account's general budget. A kitchen tablet and a
   * counter phone on one account work the board together at rush pace (a tap, the reload it
   * causes, and every other device's change reloading each open board); at docs/product.md#rate-limits' 100 a
   * minute the board refused Accept taps in a lunch rush (issue 45). A staff account is a known
   * person with a password, locked out on failures; 1,200 a minute (20 a second) is far above any
   * kitchen and still a ceiling on a stolen session.
   */
  staffApi: { max: 1_200, windowMs: MINUTE },
  orders: { max: 10, windowMs: MINUTE },
  /**
   * Not in the first design: the two "who is signed in" checks (GET /api/staff/session, /api/customer/me)
   * are counted apart from the general 100, so a busy page that used its budget up is never
   * taken for signed out, yet each check reads the database (on the embedded one, in the same
   * queue as checkout), so they are not free either. Three times the general budget: every page
   * load and reload asks once, and a shop's tablets each have their own session.
   */
  sessionCheck: { max: 300, windowMs: MINUTE },
  /**
   * Not in the first design: the checkout's discount preview (POST /api/discounts/check), per
   * session (per address for a caller without one), so it cannot be used to try codes at the
   * general budget's rate. A customer applies a code once or twice.
   */
  discountCheck: { max: 10, windowMs: MINUTE },
  /**
   * Not in the first design: PIN tries on one shop tablet (docs/product.md#shared-tablets), whoever
   * they are for. Each person's PIN locks after 5 wrong tries; this keeps one tablet from trying
   * five on everyone in turn, and still lets a shop switch user every half minute.
   */
  pinSwitch: { max: 30, windowMs: 15 * MINUTE },
} as const;

/** docs/product.md#other-figures: a request to the API that has no answer by then fails. */
export const API_TIMEOUT_MS = 30_000;
export const LOCKOUT_MS = 900_000;
export const MAX_LOGIN_ATTEMPTS = 5;
/**
 * A session is refreshed when less than this remains (docs/product.md#customer-sign-in). The first
 * design's "session timeout 3600000 ms" was its access token's life, renewed while the app runs; here
 * the session cookie itself lasts a week (auth.ts SESSION_SECONDS) and is renewed in its last hour.
 */
export const SESSION_REFRESH_MS = 3_600_000;

export const OTP = {
  length: 6,
  ttlMs: 5 * MINUTE,
  maxWrongTries: 3,
  resendAfterMs: 30_000,
} as const;

/**
 * maxTotalPaise: what an order's amounts can hold (PostgreSQL integer columns of paise). Only a
 * cart of many items at the highest price the menu allows reaches it.
 */
export const ORDER_LIMITS = { maxQuantityPerLine: 50, maxLines: 30, maxTotalPaise: 2_147_483_647 } as const;

/**
 * One item's most in an order, counted over all its lines whatever their options and notes
 * (shared/order-limits.ts): the name maxQuantityPerLine is older than that rule.
 */
export const QUANTITY_LIMIT_MESSAGE = `You can order at most ${ORDER_LIMITS.maxQuantityPerLine} of an item`;

/**
 * The default banner subtitle without its promise: what it says while the shop cannot keep 'in 8
 * minutes' (busy, closed, paused; docs/product.md#storefront). An owner's own subtitle is theirs.
 */
export const BANNER_KITCHEN = 'Hot chai, cold coffee and snacks from our Pune kitchen';

export const SITE_DEFAULTS = {
  bannerTitle: 'Fresh Chai and Snacks, Fast',
  bannerSubtitle: `${BANNER_KITCHEN}, at your door in ${DELIVERY_MINUTES} minutes.`,
  promotionalMessage: 'Get 20% off on your first order!',
  siteTheme: 'default',
} as const;

/**
 * The storefront's notice while the shop is paused in the settings (and checkout's): here rather
 * than with the other named texts (errors.ts) because the storefront's first load shows it.
 */
export const SHOP_PAUSED_NOTICE = 'We are not taking orders right now. Please check back soon.';
/** The shop's state while paused, in a word: the header, its phone form, and the staff's settings. */
export const PAUSED_TEXT = 'Paused';

/**
 * The storefront's offline notice (NOTIFICATION_TEXTS.offline), here rather than with the other
 * notification texts: the page shows it from its first load, and importing it from there would
 * bring every notification text into that load (docs/decisions/005-storefront-first-load.md).
 */
export const OFFLINE_TEXT = 'You are offline. Showing the menu from your last visit.';
