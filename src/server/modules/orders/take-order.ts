// A staff order from the order pad (docs/product.md#staff-take-orders): a counter or phone order
// priced, taxed and written as an online checkout is (the same fulfilment planner, priceOrder and
// insertOrder), in one transaction with its token, its payment and bill number when paid at the
// counter, and its audit entry. The same pad key sent again answers the order it took.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Tx } from '#server/db/database.ts';
import type { Actor } from '#server/http/actor.ts';
import { AppError, conflict, invalid } from '#server/http/app-error.ts';
import {
  ORDER_PAD_MESSAGES,
  type StaffOrderResponse,
  type staffOrderBodySchema,
} from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import { financialYearOf } from '#shared/billing/bill-number.ts';
import { billTermsOf } from '#shared/billing/billing-settings.ts';
import { normalizeCode } from '#shared/discounts.ts';
import { MESSAGES } from '#shared/errors.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import { shopDayOf } from '#shared/order-book/shop-day.ts';
import { orderNumberFrom } from '#shared/orders.ts';
import { can } from '#shared/roles.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { CodeUseOutcome } from './checkout.repo.ts';
import { createCheckoutAvailability } from './checkout-availability.ts';
import { type InsertOutcome, type OrderBook, PLACED } from './checkout-insert.ts';
import { createFulfilmentPlanner, type PreparationDeps } from './checkout-preparation.ts';
import { type Fulfilment, priceOrder, type Refusal, refusalError } from './checkout-pricing.ts';
import type { BillIssue } from './order-moves.repo.ts';
import type { OrderRecord } from './order-records.ts';
import { orderEvent } from './order-view.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { StaffOrderRepo, StaffOrderSteps } from './staff-order.repo.ts';

export type StaffOrderBodyParsed = z.output<typeof staffOrderBodySchema>;

// As online: a number collision or a menu change between the price read and the write costs one
// more attempt; so does a token another order holds (the next one from the counter instead).
const TAKE_ATTEMPTS = 8;

/** How long an order may wait on the pad before its time is no longer believed (3 days). */
const QUEUE_AGE_MAX_MS = 3 * 24 * 60 * 60_000;

export type TakeOrderDeps = PreparationDeps & {
  repo: Pick<OrdersRepo, 'idByStaffKey'>;
  staffOrders: Pick<StaffOrderRepo, 'take'>;
  /** The caller by phone (customers/pad-customers.service.ts): found before the order, or created with it. */
  customers: {
    /** The customer with this phone before this order; null for a new number. */
    find(phone: string): Promise<{ id: string } | null>;
    /** Creates the customer (without an SMS) inside the order's transaction. */
    createIn(tx: Tx, phone: string, name: string | undefined): Promise<{ id: string }>;
  };
  events: EventBus;
  onPlaced: () => void;
  /** Told after an order that took counted stock has committed (docs/product.md#counted-stock). */
  onStockMoved?: () => void;
  /** The audit log inside the order's transaction: no staff order without its entry. */
  auditOn: (tx: Tx) => Pick<AuditService, 'record'>;
  /** The order as staff read it (order-life.ts one). */
  staffOrder: (id: string) => Promise<Order>;
  /** A phone delivery's pin checked after the commit, as checkout's are (orders.service.ts). */
  checkPin?: (order: OrderRecord) => void;
};

/** What one attempt came to: the order taken, or why not (nothing was written then). */
type Attempt =
  | {
      ok: true;
      order: OrderRecord;
      change: number | null;
      repriced: StaffOrderResponse['repriced'];
      /** Whether it took counted stock (the menu then refreshes everywhere). */
      tookStock: boolean;
    }
  | Exclude<InsertOutcome, { ok: true }>
  | Refusal
  | Exclude<CodeUseOutcome, { ok: true }>
  /** Refused as it stands (a total that changed, a token not reserved, cash short). */
  | { ok: false; reason: 'refused'; error: AppError };

const refused = (error: AppError) => ({ ok: false, reason: 'refused', error }) as const;

/** Everything an attempt needs, worked out once before the first. */
type Plan = {
  actor: Actor;
  body: StaffOrderBodyParsed;
  /** The customer as found before the order (null: none given, or a new number created with it). */
  userId: string | null;
  itemIds: string[];
  fulfilment: Fulfilment;
  book: OrderBook;
  billTerms: ReturnType<typeof billTermsOf>;
  now: Date;
  /** Paid at the counter now: the bill it takes at once. */
  bill: BillIssue | undefined;
  codeText: string | undefined;
};

export function createTakeOrder(deps: TakeOrderDeps) {
  const { repo, staffOrders, events, onPlaced, auditOn, staffOrder, settingsNow, now } = deps;
  const planner = createFulfilmentPlanner(deps);
  const availabilityAt = createCheckoutAvailability();

  async function existing(key: string): Promise<Order | undefined> {
    const id = await repo.idByStaffKey(key);
    return id ? staffOrder(id) : undefined;
  }

  /** Prices, numbers and writes the order once, inside the transaction of `steps`. */
  async function takeOnce(steps: StaffOrderSteps, plan: Plan, freshToken: boolean): Promise<Attempt> {
    const { body, book, actor } = plan;
    // A new caller's account is made with the order: one refused or rolled back leaves none.
    const userId =
      plan.userId ??
      (body.customer
        ? (await deps.customers.createIn(steps.tx, body.customer.phone, body.customer.name)).id
        : null);
    // A code needs a customer (the body's schema says so): its rules read their history.
    const input = plan.codeText && userId ? await steps.lockedDiscount(userId, plan.codeText) : undefined;
    const items = await steps.pricedItems(plan.itemIds);
    const priced = priceOrder(
      body.lines,
      items,
      orderNumberFrom(randomInt(0, 1_000_000)),
      plan.fulfilment,
      body.payment.method,
      plan.billTerms,
      book,
      plan.codeText ? { text: plan.codeText, input, now: plan.now } : undefined,
      // No cap on cash at the door: that guards the storefront against orders nobody means to
      // pay for; staff spoke to the customer.
      undefined,
      body.manualDiscount && {
        discountPaise: toPaise(body.manualDiscount.amount),
        tooLarge: ORDER_PAD_MESSAGES.manualDiscountTooLarge,
      },
    );
    if (!priced.ok) return priced;
    const { draft } = priced;
    // An order kept on the pad while the server was out of reach was paid at the pad's price: it is
    // taken at the server's, and both are answered so staff can settle the difference.
    const offline = body.takenAt !== undefined;
    let repriced: StaffOrderResponse['repriced'] = null;
    if (body.expectedTotal !== undefined && toPaise(body.expectedTotal) !== draft.totalPaise) {
      if (!offline) {
        const message = ORDER_PAD_MESSAGES.totalChanged(draft.totalPaise);
        return refused(conflict(message, { expectedTotal: message }));
      }
      repriced = { shown: body.expectedTotal, total: toRupees(draft.totalPaise) };
    }
    let change: number | null = null;
    if (body.payment.tendered !== undefined) {
      const over = toPaise(body.payment.tendered) - draft.totalPaise;
      if (over < 0 && !offline) {
        const message = ORDER_PAD_MESSAGES.tenderedShort(-over);
        return refused(invalid(message, { 'payment.tendered': message }));
      }
      change = toRupees(Math.max(over, 0));
    }
    // The day the order is counted on: the day it was taken, or the next open one when that day's
    // close already stands (the insert's trigger would move it there anyway).
    let day = await steps.openDayFrom(book.shopDay);
    let token: number | null = null;
    if (book.channel === 'counter') {
      let own = false;
      if (body.token !== undefined) {
        const blockDays = await steps.tokenBlockDays(actor.userId, body.token);
        // A token no block of this taker ever held is made up: refused while staff stand at the
        // pad. An order from the pad's queue is never refused (the money changed hands): it takes
        // the next token, as below.
        if (blockDays.length === 0 && !offline) {
          const message = ORDER_PAD_MESSAGES.tokenNotReserved;
          return refused(conflict(message, { token: message }));
        }
        // Never counted on a day before its token's block (the time a pad sends is its word only):
        // the earliest block after the order's day moves it there, or to that day's next open day.
        const later = blockDays.find((d) => d > day);
        if (!blockDays.includes(day) && later !== undefined) day = await steps.openDayFrom(later);
        own = blockDays.includes(day);
      }
      // The pad's own token, on the day its block was reserved for. A token from another day's
      // block (a pad offline across midnight, or whose day was closed meanwhile), or one another
      // order holds, is never refused: the order takes the next token of the day it is counted
      // on, which its answer, board, ticket and bill show.
      token = body.token !== undefined && own && !freshToken ? body.token : await steps.nextToken(day);
    }
    draft.book = { ...book, token, shopDay: day };
    const placed = await steps.insertOrder(userId, body.idempotencyKey, draft, PLACED);
    if (!placed.ok) return placed;
    if (input && userId) {
      const counted = await steps.countCodeUse(input.id, userId, placed.order.id);
      if (!counted.ok) return counted;
    }
    if (plan.bill) await steps.paidNow(placed.order.id, plan.bill);
    await auditOn(steps.tx).record(actor, {
      action: 'orders.take',
      tableName: 'orders',
      recordId: placed.order.id,
      newValues: {
        channel: book.channel,
        orderNumber: draft.orderNumber,
        token,
        shopDay: day,
        // What the pad showed and when it says it took the order, beside the server's total: a
        // queued order's repricing and its client-given time are on the record.
        shown: body.expectedTotal ?? null,
        total: toRupees(draft.totalPaise),
        takenAt: body.takenAt ?? null,
        ...(body.token !== undefined && body.token !== token ? { padToken: body.token } : {}),
        paymentMethod: body.payment.method,
        paidNow: body.payment.paidNow,
        ...(body.manualDiscount ? { manualDiscount: body.manualDiscount } : {}),
        ...(repriced ? { repriced } : {}),
      },
    });
    return { ok: true, order: placed.order, change, repriced, tookStock: placed.took.length > 0 };
  }

  /** What every attempt shares, or the refusal the order gets before any. */
  async function planOf(actor: Actor, body: StaffOrderBodyParsed): Promise<Plan> {
    const counter = body.channel === 'counter';
    // A counter order is collected at the counter whatever the body says (its schema refuses a delivery).
    const orderType = counter ? 'pickup' : body.orderType;
    const address = orderType === 'delivery' ? body.address : undefined;
    if (orderType === 'delivery' && !address)
      throw invalid(ORDER_PAD_MESSAGES.deliveryNeedsAddress, {
        address: ORDER_PAD_MESSAGES.deliveryNeedsAddress,
      });
    if (address) planner.checkAddress(address);
    const customer = body.customer ? await deps.customers.find(body.customer.phone) : null;
    // A code is for a customer the shop knows: one who existed before this order (verified by a
    // sign-in, or made by an earlier order). A number typed for the first time is anyone's to make
    // up, and would give a first-order code to every walk-in; a manager may still apply it.
    if (body.discountCode && body.customer && !customer && !can(actor.role, 'orders:discount'))
      throw invalid(ORDER_PAD_MESSAGES.codeNeedsKnownCustomer, {
        discountCode: ORDER_PAD_MESSAGES.codeNeedsKnownCustomer,
      });
    const at = now();
    const settings = await settingsNow();
    // Pausing the shop, its opening hours and the automatic switch are the storefront's: staff
    // take counter and phone orders whenever they are in the shop to make them. Only the promise
    // (busy mode's minutes) carries over, so the board's clock reads as for every other order.
    const availability = availabilityAt(settings, at);
    const itemIds = [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id));
    const fulfilment = await planner.plan({
      userId: customer?.id ?? null,
      address,
      savedAddressId: body.savedAddressId,
      itemIds,
      settings,
      promiseMinutes: availability.promiseMinutes,
    });
    if (fulfilment instanceof AppError) throw fulfilment;
    // Counted on the day the money changed hands: for an order from the pad's queue, when the pad
    // took it (never later than now). A time older than a pad keeps orders is a device clock gone
    // wrong: such an order is counted today rather than on a day long past nobody will close.
    const queuedAt = body.takenAt ? Date.parse(body.takenAt) : at.getTime();
    const takenAt =
      queuedAt < at.getTime() - QUEUE_AGE_MAX_MS ? at : new Date(Math.min(queuedAt, at.getTime()));
    const year = financialYearOf(at);
    return {
      actor,
      body,
      userId: customer?.id ?? null,
      itemIds,
      fulfilment,
      book: {
        channel: body.channel,
        takenBy: actor.userId,
        token: null,
        counterKind: counter ? (body.counterKind ?? 'takeaway') : null,
        shopDay: shopDayOf(takenAt, settings.hours),
        discountReason: body.manualDiscount?.reason ?? null,
      },
      billTerms: billTermsOf(settings.billing),
      now: at,
      bill: body.payment.paidNow
        ? { financialYear: year.startYear, yearLabel: year.label, prefix: settings.billing.billPrefix, at }
        : undefined,
      codeText: body.discountCode ? normalizeCode(body.discountCode) : undefined,
    };
  }

  return {
    async take(actor: Actor, body: StaffOrderBodyParsed): Promise<StaffOrderResponse> {
      // Money off by hand is a manager's (orders:discount); a code is anyone's.
      if (body.manualDiscount && !can(actor.role, 'orders:discount'))
        throw new AppError('FORBIDDEN', ORDER_PAD_MESSAGES.manualDiscountManagers);
      // A pad that lost the answer, or sends its queue again, gets the order it took, as it is,
      // without pricing it again (prices may have moved since).
      const again = await existing(body.idempotencyKey);
      if (again) return { order: again, created: false, change: null, repriced: null };
      const plan = await planOf(actor, body);
      let freshToken = false;
      for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
        const outcome = await staffOrders.take((steps) => takeOnce(steps, plan, freshToken));
        if (outcome.ok) {
          onPlaced();
          if (outcome.tookStock) deps.onStockMoved?.();
          // Announced once committed, as checkout does: the board shows it and rings, and the
          // kitchen ticket prints when it is accepted, as for every order.
          await events.publish(orderEvent(outcome.order));
          // Never waited for: staff are warned when the pin's place is not the area typed.
          deps.checkPin?.(outcome.order);
          return {
            order: await staffOrder(outcome.order.id),
            created: true,
            change: outcome.change,
            repriced: outcome.repriced,
          };
        }
        if (outcome.reason === 'menu-moved' || outcome.reason === 'number-taken') continue;
        // Counted stock ran out between the price read and the write: the next attempt reads the
        // counts again and says exactly how many are left ('Only 2 Samosa left').
        // (The price read's own refusal carries those words and is answered as it is.)
        if (outcome.reason === 'sold-out' && !('message' in outcome) && attempt < TAKE_ATTEMPTS - 1) continue;
        if (outcome.reason === 'token-taken') {
          freshToken = true;
          continue;
        }
        if (outcome.reason === 'key-taken') {
          // The same order sent twice at once: the other request took it. (A phone order sent
          // twice breaks the customer's key index as well as the staff one: either may be named.)
          const other = await existing(body.idempotencyKey);
          if (other) return { order: other, created: false, change: null, repriced: null };
          // No staff order has the key, yet the customer's index refused it: their own online
          // checkout has this key. Not this order sent again, and trying again never helps.
          if (outcome.index === 'online')
            throw conflict(ORDER_PAD_MESSAGES.keyUsedOnline, {
              idempotencyKey: ORDER_PAD_MESSAGES.keyUsedOnline,
            });
          continue;
        }
        if (outcome.reason === 'refused') throw outcome.error;
        throw refusalError(outcome);
      }
      throw new AppError('SERVER_ERROR', MESSAGES.orderFailed, undefined, 'unavailable');
    },
  };
}
