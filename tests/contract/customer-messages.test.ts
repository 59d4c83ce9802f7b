// The messages a customer meets that are written outside the storefront's components (the shared
// schemas, texts and constants, and the server's refusals), built here by the same functions and
// constants the server and the storefront use, go through the Hindi and Marathi tables whole, as
// t(message) does: no English word may be left but names (UPI, OTP, the sample's item, times).
import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_MESSAGES } from '#server/modules/location/address-search.ts';
import { EXPIRED_REASON } from '#server/modules/payments/expiry-sweep.ts';
import { ACCOUNT_DELETION_MESSAGES } from '#shared/api/account-deletion.ts';
import { addressBodySchema, profileBodySchema, verifyCodeBodySchema } from '#shared/api/customer.ts';
import { checkDiscountBodySchema } from '#shared/api/discounts.ts';
import { addressSearchQuerySchema } from '#shared/api/location.ts';
import { PUSH_SUBSCRIPTION_MESSAGES } from '#shared/api/notifications.ts';
import { ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import { ADDRESS_MESSAGES, LINES_LIMIT_MESSAGE, orderAddressSchema } from '#shared/api/orders.ts';
import { cashCapMessage, DEFAULT_CASH_LIMITS } from '#shared/cash-limits.ts';
import { OPTION_MESSAGES } from '#shared/catalog/item-options.ts';
import { groupRuleText } from '#shared/catalog/options-sheet.ts';
import { OFFLINE_TEXT, PAUSED_TEXT, QUANTITY_LIMIT_MESSAGE, SHOP_PAUSED_NOTICE } from '#shared/constants.ts';
import { OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import { minimumOrderMessage } from '#shared/delivery-area/minimum-order.ts';
import { DISCOUNT_MESSAGES } from '#shared/discounts.ts';
import { ERROR_MESSAGES, MESSAGES, rateLimitedMessage, SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import {
  ONLINE_PAYMENT_OPTION,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  orderStatusLabel,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  paymentHint,
  paymentLabel,
  REFUND_STATUS_LABELS,
} from '#shared/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-messages.ts';
import {
  CATCHING_UP_REFUSAL,
  CATCHING_UP_TEXT,
  deliveryEstimateText,
  PICKUP_ONLY_REFUSAL,
  PICKUP_ONLY_TEXT,
  pickupEstimateText,
} from '#shared/promise/promise-text.ts';
import type { ShopAvailability } from '#shared/shop-hours/availability.ts';
import { availabilityHeadline, checkoutRefusal } from '#shared/shop-hours/availability-text.ts';
import { NO_CONTACT_REFUSAL } from '#shared/shop-pages/no-contact.ts';
import { check, phoneCountryProblem, VALIDATION_MESSAGES } from '#shared/validation.ts';
import { translate, type Words } from '#web/lib/i18n/translate.ts';
import { HINDI_WORDS } from '#web/lib/i18n/words/hi/index.ts';
import { MARATHI_WORDS } from '#web/lib/i18n/words/mr/index.ts';

const ITEM = 'Masala Chai';
const GROUP = 'Sugar';
const OPTION = 'Extra ginger';
const HOLIDAY = 'Diwali';

/** The messages of a body the schema refuses, as the server's error handler puts them in `fields`. */
function refusals(schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) {
  return (bodies: unknown[]) =>
    bodies.flatMap((body) => schema.safeParse(body).error?.issues ?? []).map((i) => i.message);
}

const TIME_ZONE = 'Asia/Kolkata';
// Wednesday 14 January 2026, 10:00 in Pune.
const NOW = new Date('2026-01-14T04:30:00Z');
const closed = (opensAt: Date | null, holiday?: string): ShopAvailability => ({
  state: 'closed',
  opensAt,
  closesAt: null,
  promiseMinutes: 8,
  ...(holiday === undefined ? {} : { holiday }),
});
const OPENINGS = [
  null,
  new Date('2026-01-14T10:30:00Z'), // at 4:00 PM today
  new Date('2026-01-14T18:30:00Z'), // at midnight
  new Date('2026-01-15T01:30:00Z'), // tomorrow at 7:00 AM
  new Date('2026-01-19T01:30:00Z'), // Monday at 7:00 AM
  new Date('2026-01-26T01:30:00Z'), // Monday 26 January at 7:00 AM
];
const AVAILABILITIES: ShopAvailability[] = [
  { state: 'open', opensAt: null, closesAt: null, promiseMinutes: 8 },
  { state: 'open', opensAt: null, closesAt: null, promiseMinutes: 18 },
  { state: 'paused', opensAt: null, closesAt: null, promiseMinutes: 8 },
  ...OPENINGS.flatMap((opensAt) => [closed(opensAt), closed(opensAt, ''), closed(opensAt, HOLIDAY)]),
];

const cashCap = (newCustomer: boolean, orders: number) =>
  [true, false].flatMap((online) =>
    [0, 150_000].map((open) =>
      cashCapMessage(
        { ...DEFAULT_CASH_LIMITS, newCustomerOrders: orders },
        { capPaise: 200_000, newCustomer },
        online,
        open,
      ),
    ),
  );

const SAMPLES: string[] = [
  // The generic errors a customer can get, and the 429 with its wait.
  ...Object.entries(ERROR_MESSAGES)
    .filter(([kind]) => kind !== 'INVALID_CREDENTIALS') // staff sign-in only
    .map(([, message]) => message),
  ...[1, 40, 60, 61, 90, 3600, 7200].map(rateLimitedMessage),
  MESSAGES.cartEmpty,
  MESSAGES.shopPaused,
  MESSAGES.orderFailed,
  MESSAGES.sendOtpFailed,
  MESSAGES.invalidOtp,
  MESSAGES.codeUsedUp,
  MESSAGES.codeNoLongerValid,
  MESSAGES.codeRecentlySent,
  MESSAGES.accountDisabled,
  MESSAGES.phoneNotForCustomerSignIn,
  MESSAGES.securityCheckRequired,
  MESSAGES.userNotAuthenticated,
  MESSAGES.authenticationRequired,
  SHOP_PAUSED_NOTICE,
  SHOP_PAUSED_REFUSAL,
  NO_CONTACT_REFUSAL,
  CATCHING_UP_REFUSAL,
  PICKUP_ONLY_REFUSAL,
  CATCHING_UP_TEXT,
  PICKUP_ONLY_TEXT,
  PAUSED_TEXT,
  OFFLINE_TEXT,
  // The server's own words on customer routes (src/server/modules: orders, customers, location,
  // promise, the error handler), as they are written there.
  'Service temporarily unavailable. Please try again in a moment.',
  'This order is too large to place online. Please order fewer items.',
  `Some items cannot be ordered right now: ${ITEM}, Bun Maska`,
  'Some items cannot be ordered right now: An item that is no longer on the menu',
  // An order's cancel reason, as the server writes it (order-life.ts, expiry-sweep.ts).
  'Cancelled by the customer',
  EXPIRED_REASON,
  'Order not found',
  'Address not found',
  'At most 10 addresses can be saved',
  'This order can no longer be cancelled',
  'This order changed meanwhile; please reload',
  'A reason is required to cancel',
  ORDER_PAD_MESSAGES.customerCannotCancel,
  'The robot check failed. Please try again.',
  'Only customer accounts have a profile here',
  'Only customer accounts have order SMS settings',
  'Location detected, please enter address manually',
  'The delivery estimate is not available right now. Please try again in a moment.',
  ...Object.values(ADDRESS_SEARCH_MESSAGES),
  // Sign-in, profile and address validation.
  VALIDATION_MESSAGES.indianMobile,
  VALIDATION_MESSAGES.name,
  check.name('1') ?? '',
  phoneCountryProblem('+15555550100', ['+91']) ?? '',
  phoneCountryProblem('+15555550100', ['+977']) ?? '',
  ...refusals(verifyCodeBodySchema)([{ phone: '9876543210', code: '12' }]),
  ...refusals(profileBodySchema)([{ fullName: 'R2D2' }]),
  ...refusals(addressBodySchema)([
    { name: '', phone: '9876543210', house: '', address: '' },
    { name: 'Asha', phone: '9876543210', house: 'x'.repeat(81), address: 'x'.repeat(301), label: '' },
    { name: 'Asha', phone: '9876543210', house: '4B', address: 'MG Road', label: 'x'.repeat(21) },
  ]),
  ...refusals(orderAddressSchema)([
    { name: '', phone: '9876543210', house: 'x'.repeat(81), address: 'x'.repeat(301), area: 'x'.repeat(121) },
    { name: 'Asha', phone: '9876543210', house: '4B', address: 'MG Road', latitude: 91, longitude: 181 },
  ]),
  ...refusals(addressSearchQuerySchema)([{ q: 'a' }, { q: 'a'.repeat(101) }]),
  ...Object.values(ADDRESS_MESSAGES),
  OUTSIDE_AREA_MESSAGE,
  minimumOrderMessage(4500, 15_000),
  // Cart lines and options.
  QUANTITY_LIMIT_MESSAGE,
  LINES_LIMIT_MESSAGE,
  'Too many options on one line',
  'Quantity must be a whole number',
  'Quantity must be at least 1',
  OPTION_MESSAGES.note,
  OPTION_MESSAGES.unknown(ITEM),
  OPTION_MESSAGES.duplicate(ITEM),
  OPTION_MESSAGES.unavailable(ITEM, OPTION),
  OPTION_MESSAGES.required(ITEM, GROUP),
  OPTION_MESSAGES.tooFew(ITEM, GROUP, 2),
  OPTION_MESSAGES.tooMany(ITEM, GROUP, 1),
  OPTION_MESSAGES.tooMany(ITEM, GROUP, 3),
  groupRuleText({ required: false, minChoices: 0, maxChoices: 3 }),
  groupRuleText({ required: true, minChoices: 1, maxChoices: 1 }),
  groupRuleText({ required: true, minChoices: 2, maxChoices: 2 }),
  groupRuleText({ required: true, minChoices: 1, maxChoices: 3 }),
  // Discount codes.
  ...refusals(checkDiscountBodySchema)([{ code: ' ', lines: [] }]),
  ...Object.values(DISCOUNT_MESSAGES).map((message) =>
    typeof message === 'string' ? message : message(4500),
  ),
  // Paying.
  PAYMENT_MESSAGES.notOffered,
  PAYMENT_MESSAGES.notAwaiting,
  PAYMENT_MESSAGES.expired,
  PAYMENT_MESSAGES.badSignature,
  PAYMENT_MESSAGES.notCaptured,
  PAYMENT_MESSAGES.gatewayDown,
  ...cashCap(false, 3),
  ...cashCap(true, 1),
  ...cashCap(true, 3),
  ONLINE_PAYMENT_OPTION,
  ...PAYMENT_METHODS.flatMap((method) =>
    ORDER_TYPES.flatMap((type) => [paymentLabel(method, type), paymentHint(method, type)]),
  ).filter((text) => text !== 'UPI'),
  ...Object.values(PAYMENT_STATUS_LABELS),
  ...Object.values(REFUND_STATUS_LABELS),
  // Orders: statuses as the customer reads them ('Ready for pickup' is the storefront's own text,
  // in the part of the component that writes it too).
  ...ORDER_STATUSES.flatMap((status) => ORDER_TYPES.map((type) => orderStatusLabel(status, type))).filter(
    (label) => label !== 'Ready for pickup',
  ),
  ORDER_TYPE_LABELS.pickup,
  // Account deletion and notifications.
  ...Object.values(ACCOUNT_DELETION_MESSAGES),
  ...Object.values(PUSH_SUBSCRIPTION_MESSAGES),
  ...Object.entries(NOTIFICATION_TEXTS)
    .filter(([name]) => name !== 'staffPush') // the staff area's, which stays English
    .map(([, text]) => text),
  // The shop's hours and the promise.
  ...AVAILABILITIES.map((availability) => availabilityHeadline(availability, NOW, TIME_ZONE)),
  ...AVAILABILITIES.map((availability) => checkoutRefusal(availability, NOW, TIME_ZONE)).filter(
    (text): text is string => text !== null,
  ),
  deliveryEstimateText(8),
  deliveryEstimateText(14),
  pickupEstimateText(1),
  pickupEstimateText(6),
];

// Field names the storefront's forms write as their own labels ('Phone', 'Name'): their translation
// is in the part of the component that shows the label, so a '{field} is required' here may keep one.
const FORM_LABELS = ['Building and street', 'Full name', 'Phone'];
const KEPT = [
  ...FORM_LABELS,
  ITEM,
  'Bun Maska',
  GROUP,
  GROUP.toLowerCase(), // 'choose a sugar option'
  OPTION,
  HOLIDAY,
  'UPI',
  'OTP',
  'SMS',
  'QR',
  'AM',
  'PM',
];

/** The English words left in a translated message once names, times and amounts are taken out. */
function englishLeft(text: string): string[] {
  let rest = text;
  for (const name of KEPT) rest = rest.replaceAll(name, ' ');
  return rest.match(/[A-Za-z]+/g) ?? [];
}

describe.each([
  ['Hindi', HINDI_WORDS],
  ['Marathi', MARATHI_WORDS],
] as Array<[string, Words]>)('a customer reading %s', (_name, words) => {
  it('meets no English word in a message from the server or the shared code', () => {
    const left = SAMPLES.map((message) => [message, translate(words, message)] as const)
      .filter(([, translated]) => englishLeft(translated).length > 0)
      .map(([message, translated]) => `${message} → ${translated}`);
    expect(left).toEqual([]);
  });

  it('keeps the times, amounts and names a message carries', () => {
    const headline = availabilityHeadline(closed(OPENINGS[5] ?? null, HOLIDAY), NOW, TIME_ZONE);
    expect(translate(words, headline)).toContain('26');
    expect(translate(words, headline)).toContain('7:00 AM');
    expect(translate(words, headline)).toContain(HOLIDAY);
    expect(translate(words, minimumOrderMessage(4500, 15_000))).toContain('₹45');
    expect(translate(words, OPTION_MESSAGES.unavailable(ITEM, OPTION))).toContain(`${ITEM}: ${OPTION}`);
    expect(translate(words, rateLimitedMessage(40))).toContain('40');
  });
});

describe('the samples', () => {
  it('are real messages, many of them', () => {
    expect(SAMPLES.every((message) => message.length > 0)).toBe(true);
    expect(SAMPLES.length).toBeGreaterThan(150);
  });
});
