// Checkout and order life (docs/product.md#d2-checkout-places-a-real-order). The server prices every line
// from the database, and the statement that writes the order checks those prices against the menu as it is at
// that moment (decision 014); client prices are never read.
import { randomInt } from 'node:crypto';
import { AppError, conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { OrderEvent } from '#shared/api/events.ts';
import { type Order, type PlaceOrderBody, QUANTITY_LIMIT_MESSAGE } from '#shared/api/orders.ts';
import { DEFAULT_COUNTRY_CODE, DELIVERY_FEE_PAISE, ORDER_LIMITS } from '#shared/constants.ts';
import { DISCOUNT_MESSAGES, evaluateDiscount, normalizeCode } from '#shared/discounts.ts';
import { MESSAGES, SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import { toRupees } from '#shared/money.ts';
import {
  customerMayCancel,
  type OrderStatus,
  orderNumberFrom,
  type PaymentMethod,
  staffMayMove,
} from '#shared/orders.ts';
import { formatPhoneNumber, phoneCountryProblem } from '#shared/validation.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type {
  CheckoutSteps,
  CodeCheckoutSteps,
  DiscountInput,
  InsertOutcome,
  OrderDraft,
  OrderRecord,
  OrdersRepo,
  PricedItem,
} from './orders.repo.ts';

// Each attempt draws a new order number and prices the cart again: a number collision or a menu
// change between the price read and the write (both rare) costs one more attempt.
const PLACE_ATTEMPTS = 8;

/** Why a cart cannot be ordered as it is: answered to the customer, never tried again. */
type Refusal =
  | { ok: false; reason: 'unavailable'; names: string[] }
  | { ok: false; reason: 'code-refused'; message: string }
  | { ok: false; reason: 'code-used-up' };

function toOrder(row: OrderRecord): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    address: row.address,
    lines: row.lines.map((l) => ({
      menuItemId: l.menuItemId,
      name: l.name,
      unit: l.unit,
      unitPrice: toRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: toRupees(l.lineTotalPaise),
    })),
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    discountCode: row.discountCode,
    deliveryFee: toRupees(row.deliveryFeePaise),
    total: toRupees(row.totalPaise),
    cancelReason: row.cancelReason,
    customerPhone: row.customerPhone,
    history: row.events.map((e) => ({
      status: e.toStatus,
      at: e.createdAt.toISOString(),
      reason: e.reason,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ORDER_TOO_LARGE = 'This order is too large to place online. Please order fewer items.';

/**
 * Merges repeated items, prices them from the database rows, and refuses what cannot be ordered.
 * Throws the 400 for a cart no menu could make orderable (a quantity or a total over the limits).
 */
function priceLines(lines: { menuItemId: string; quantity: number }[], items: PricedItem[]) {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const quantity = (quantities.get(line.menuItemId) ?? 0) + line.quantity;
    // Refused, never cut down: the customer would be charged for fewer than they asked for.
    if (quantity > ORDER_LIMITS.maxQuantityPerLine) throw invalid(QUANTITY_LIMIT_MESSAGE);
    quantities.set(line.menuItemId, quantity);
  }
  const byId = new Map(items.map((i) => [i.id, i]));
  const unavailable = [...quantities.keys()]
    .map((id) => byId.get(id))
    .filter((item) => !item?.orderable)
    .map((item) => item?.name ?? 'An item that is no longer on the menu');
  if (unavailable.length > 0) return { ok: false, reason: 'unavailable', names: unavailable } as const;
  const priced = [...quantities].map(([id, quantity]) => {
    const item = byId.get(id) as PricedItem;
    return {
      menuItemId: id,
      name: item.name,
      unit: item.unit,
      unitPricePaise: item.pricePaise,
      quantity,
      lineTotalPaise: item.pricePaise * quantity,
    };
  });
  const subtotalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (subtotalPaise + DELIVERY_FEE_PAISE > ORDER_LIMITS.maxTotalPaise) throw invalid(ORDER_TOO_LARGE);
  return { ok: true, lines: priced, subtotalPaise } as const;
}

/** The code's discount on this subtotal, or the reason it does not apply. */
function applyCode(
  discount: DiscountInput | undefined,
  subtotalPaise: number,
  now: Date,
): { ok: true; discountPaise: number } | Refusal {
  const outcome = evaluateDiscount(discount?.rule, {
    subtotalPaise,
    now,
    customerUses: discount?.customerUses ?? 0,
    customerOrders: discount?.customerOrders ?? 0,
  });
  return outcome.ok ? outcome : { ok: false, reason: 'code-refused', message: outcome.reason };
}

/** The order to write, priced from `items` as read; or why this cart cannot be ordered. */
export function priceOrder(
  lines: { menuItemId: string; quantity: number }[],
  items: PricedItem[],
  orderNumber: string,
  address: OrderDraft['address'],
  paymentMethod: PaymentMethod,
  code?: { text: string; input: DiscountInput | undefined; now: Date },
): { ok: true; draft: OrderDraft } | Refusal {
  const priced = priceLines(lines, items);
  if (!priced.ok) return priced;
  const discount = code
    ? applyCode(code.input, priced.subtotalPaise, code.now)
    : ({ ok: true, discountPaise: 0 } as const);
  if (!discount.ok) return discount;
  const { discountPaise } = discount;
  const draft: OrderDraft = {
    orderNumber,
    paymentMethod,
    address,
    lines: priced.lines,
    subtotalPaise: priced.subtotalPaise,
    discountPaise,
    discountCode: code ? code.text : null,
    deliveryFeePaise: DELIVERY_FEE_PAISE,
    totalPaise: priced.subtotalPaise - discountPaise + DELIVERY_FEE_PAISE,
  };
  return { ok: true, draft };
}

/** The answer to a refused cart: a 409 naming the items, or a 400 on the code field. */
function refusalError(refusal: Refusal): AppError {
  if (refusal.reason === 'unavailable') {
    const names = refusal.names.join(', ');
    return conflict(`Some items cannot be ordered right now: ${names}`, { items: names });
  }
  const message = refusal.reason === 'code-refused' ? refusal.message : DISCOUNT_MESSAGES.usedUp;
  return invalid(message, { discountCode: message });
}

/** What every attempt of one checkout prices and writes. */
type Checkout = {
  userId: string;
  idempotencyKey: string;
  itemIds: string[];
  lines: { menuItemId: string; quantity: number }[];
  address: OrderDraft['address'];
  paymentMethod: PaymentMethod;
};

/** Reads prices, prices the cart and writes the order once, with a new order number. */
async function placeOnce(
  steps: CheckoutSteps,
  checkout: Checkout,
  code?: { text: string; input: DiscountInput | undefined },
): Promise<InsertOutcome | Refusal> {
  const priced = priceOrder(
    checkout.lines,
    await steps.pricedItems(checkout.itemIds),
    orderNumberFrom(randomInt(0, 1_000_000)),
    checkout.address,
    checkout.paymentMethod,
    code && { ...code, now: new Date() },
  );
  if (!priced.ok) return priced;
  return steps.insertOrder(checkout.userId, checkout.idempotencyKey, priced.draft);
}

/** placeOnce inside the code's transaction: the code is read locked first and its use counted last. */
async function placeOnceWithCode(
  steps: CodeCheckoutSteps,
  checkout: Checkout,
  code: string,
): Promise<InsertOutcome | Refusal> {
  const input = await steps.lockedDiscount(checkout.userId, code);
  const placed = await placeOnce(steps, checkout, { text: code, input });
  // A code that does not exist never prices (placeOnce refuses it), so input is there.
  if (!placed.ok || !input) return placed;
  const counted = await steps.countCodeUse(input.id, checkout.userId, placed.order.id);
  return counted.ok ? placed : counted;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrdersService(
  repo: OrdersRepo,
  audit: AuditService,
  events: EventBus,
  shopOpen: () => Promise<boolean>,
  /** Told once per new order (the orders-placed metric); not for a retried checkout. */
  onPlaced: () => void = () => {},
  /** Country codes a delivery phone may have (SMS_ALLOWED_COUNTRIES, the sign-in phones' rule). */
  allowedCountries: readonly string[] = [DEFAULT_COUNTRY_CODE],
) {
  /** Reads the order as stored after a change and tells every instance's listeners about it. */
  async function announce(id: string): Promise<OrderRecord> {
    const row = await repo.byId(id);
    if (!row) throw new Error('order vanished after a write');
    await events.publish({
      kind: 'order',
      orderId: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      userId: row.userId,
      at: row.updatedAt.toISOString(),
    });
    return row;
  }

  async function existing(userId: string, key: string): Promise<Order | undefined> {
    const id = await repo.idByIdempotencyKey(userId, key);
    const row = id ? await repo.byId(id) : undefined;
    return row ? toOrder(row) : undefined;
  }

  return {
    async place(
      userId: string,
      body: PlaceOrderBody & { paymentMethod: PaymentMethod },
    ): Promise<{ order: Order; created: boolean }> {
      // A retried checkout is recognised by the unique (customer, key) index when its insert
      // collides (below), so the first attempt pays no lookup.
      if (body.lines.length === 0) throw invalid(MESSAGES.cartEmpty);
      // Formatted again: callers inside the server may pass the phone as typed.
      const phoneProblem = phoneCountryProblem(formatPhoneNumber(body.address.phone), allowedCountries);
      if (phoneProblem) throw invalid(phoneProblem, { 'address.phone': phoneProblem });
      if (!(await shopOpen())) {
        // An order placed just before the pause still answers its retries.
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
        throw conflict(SHOP_PAUSED_REFUSAL);
      }
      const codeText = body.discountCode ? normalizeCode(body.discountCode) : undefined;
      const checkout: Checkout = {
        userId,
        idempotencyKey: body.idempotencyKey,
        // Ids that are not ids can never be on the menu; they are reported by the same rule.
        itemIds: [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id)),
        lines: body.lines,
        paymentMethod: body.paymentMethod,
        address: {
          name: body.address.name,
          phone: body.address.phone,
          address: body.address.address,
          landmark: body.address.landmark ?? null,
          deliveryNotes: body.address.deliveryNotes ?? null,
          latitude: body.address.latitude ?? null,
          longitude: body.address.longitude ?? null,
        },
      };
      for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
        const outcome = codeText
          ? await repo.withCode((steps) => placeOnceWithCode(steps, checkout, codeText))
          : await placeOnce(repo.checkout, checkout);
        if (outcome.ok) {
          onPlaced();
          // The insert itself announced the order to every instance (orders.repo insertOrder).
          return { order: toOrder(outcome.order), created: true };
        }
        if (outcome.reason === 'menu-moved' || outcome.reason === 'number-taken') continue;
        // The same checkout arrived twice at once (key-taken: the other request created it), or
        // is a retry of a placed order, answered with it even if the code or an item would no
        // longer qualify now (a first-order code never does the second time).
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
        if (outcome.reason !== 'key-taken') throw refusalError(outcome);
        // key-taken, yet no order has the key (it could only have been deleted since): try again.
      }
      throw new AppError('SERVER_ERROR', MESSAGES.orderFailed, undefined, 'unavailable');
    },

    /** What a code takes off this cart right now; the order itself decides again when placed. */
    async previewDiscount(
      userId: string,
      body: { code: string; lines: { menuItemId: string; quantity: number }[] },
    ): Promise<CheckDiscountResponse> {
      const code = normalizeCode(body.code);
      const ids = [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id));
      const { items, discount } = await repo.preview(userId, ids, code);
      const priced = priceLines(body.lines, items);
      if (!priced.ok) throw refusalError(priced);
      const applied = applyCode(discount, priced.subtotalPaise, new Date());
      if (!applied.ok) throw refusalError(applied);
      return {
        code,
        subtotal: toRupees(priced.subtotalPaise),
        discount: toRupees(applied.discountPaise),
        total: toRupees(priced.subtotalPaise - applied.discountPaise + DELIVERY_FEE_PAISE),
      };
    },

    async listMine(userId: string) {
      return (await repo.listForUser(userId)).map(toOrder);
    },

    async mine(userId: string, id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row || row.userId !== userId) throw notFound('Order not found');
      return toOrder(row);
    },

    async cancelMine(userId: string, id: string, context: RequestContext): Promise<Order> {
      const order = await this.mine(userId, id);
      if (!customerMayCancel(order.status)) throw conflict('This order can no longer be cancelled');
      if (!(await repo.changeStatus(id, order.status, 'cancelled', userId, 'Cancelled by the customer'))) {
        throw conflict('This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'orders.cancel',
        tableName: 'orders',
        recordId: id,
        newValues: { by: 'customer' },
      });
      return toOrder(await announce(id));
    },

    async listAll(status?: OrderStatus) {
      return (await repo.listAll(status)).map(toOrder);
    },

    async one(id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row) throw notFound('Order not found');
      return toOrder(row);
    },

    async move(
      id: string,
      to: OrderStatus,
      reason: string | undefined,
      actorId: string,
      context: RequestContext,
    ): Promise<Order> {
      const order = await this.one(id);
      if (!staffMayMove(order.status, to)) {
        throw conflict(
          `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
        );
      }
      if (to === 'cancelled' && !reason)
        throw invalid('A reason is required to cancel', { reason: 'A reason is required to cancel' });
      if (!(await repo.changeStatus(id, order.status, to, actorId, reason ?? null))) {
        throw conflict('This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'orders.status',
        tableName: 'orders',
        recordId: id,
        newValues: { from: order.status, to, reason },
      });
      return toOrder(await announce(id));
    },

    /** Orders waiting for a member of staff to accept them: the admin bell's number. */
    waitingCount(): Promise<number> {
      return repo.countWithStatus('placed');
    },

    /**
     * Calls onEvent for every order change on any instance from now on (only the customer's own
     * when customerId is given), and onMissed when changes may have gone unannounced (this
     * instance's listener was away), so the caller re-reads. Returns the function that stops.
     */
    watch(onEvent: (event: OrderEvent) => void, onMissed: () => void, customerId?: string): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'resync') return onMissed();
        if (event.kind !== 'order' || (customerId && event.userId !== customerId)) return;
        onEvent({
          orderId: event.orderId,
          orderNumber: event.orderNumber,
          status: event.status,
          at: event.at,
        });
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
