// A local HTTP server speaking the parts of Razorpay's protocol the shop uses (decision 022), so
// the real gateway client, the webhook route and the pay page run against it without the
// internet: the orders, payments and refunds API with basic auth; signed webhooks; and a
// checkout.js that implements Standard Checkout's browser surface (new Razorpay(options), open(),
// on('payment.failed'), handler, modal.ondismiss) with a small in-page window and test buttons.
// Where it speaks for Razorpay it follows Razorpay's documentation, and tests/contract checks it
// against the vendor's own published samples: when the two disagree, the fake is wrong. It
// enforces the documented request rules (integer paise >= 100, receipt <= 40 characters, notes
// <= 15 keys of <= 256 characters, the refund idempotency key) so a client that breaks them fails
// here as it would against Razorpay.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  notes: Record<string, string>;
  created_at: number;
};

export type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type FakeRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  created_at: number;
};

export type WebhookDelivery = { body: string; headers: Record<string, string> };
/** An API request as the fake received it (the contract suite checks them against the docs). */
export type ApiCall = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
};
/** How a refund request ends; see setRefundBehaviour. */
export type RefundBehaviour = 'processed' | 'pending' | 'refuse' | 'lost' | 'slow';
/** Where webhooks go: a URL, or a function (tests on app.inject); answers the HTTP status. */
export type WebhookTarget = string | ((delivery: WebhookDelivery) => Promise<number>);

export type PayOptions = {
  /** What the payment ends as: captured (default: the account captures automatically), authorized, or failed. */
  outcome?: 'captured' | 'authorized' | 'failed';
  /** Pay a different amount than the order's (a tampered or broken checkout). */
  amount?: number;
  method?: string;
  /** Send the webhooks this payment causes (default true). */
  webhook?: boolean;
};

export type FakeRazorpay = {
  /** RAZORPAY_API_URL */
  url: string;
  /** RAZORPAY_CHECKOUT_URL */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The RAZORPAY_* settings for this fake, to pass as env. */
  env: Record<string, string>;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** Every API request, as 'METHOD /path?query'. */
  requests: string[];
  /** Every API request with its headers and body. */
  calls: ApiCall[];
  /** Every webhook sent, with the status it got. */
  deliveries: (WebhookDelivery & { event: string; status: number })[];
  setWebhookTarget(target: WebhookTarget | undefined): void;
  /** Every API call answers 503 while true (the gateway is down). */
  setDown(down: boolean): void;
  /**
   * How refunds end: processed at once (default), pending until settleRefund, refused (400),
   * 'lost': made and pending until settleRefund, but the answer never reaches the shop (504), or
   * 'slow': made and pending, answered only after `slowMs` (longer than the shop waits).
   */
  setRefundBehaviour(behaviour: RefundBehaviour, slowMs?: number): void;
  /** While true, a payment's refund list leaves out its refunds (a lagging read replica). */
  setRefundListLag(lagging: boolean): void;
  /** The next order is created, but its answer is lost on the way back to the shop (504). */
  loseNextOrderAnswer(): void;
  /** Makes a payment on an order as the checkout would; answers what the checkout's handler gets. */
  pay(
    orderId: string,
    options?: PayOptions,
  ): Promise<{ paymentId: string; signature: string; payment: FakePayment }>;
  /** Ends a pending refund and sends its webhook (Razorpay's refund.failed says nothing of why). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): Promise<void>;
  /** The checkout handler's signature for an order and a payment. */
  checkoutSignature(orderId: string, paymentId: string): string;
  /** A webhook body for an event, as Razorpay builds it. */
  eventBody(event: string, payload: Record<string, unknown>): string;
  /** Signs with the webhook secret (or `secret`) and sends to the target; answers the status. */
  sendWebhook(
    body: string,
    options?: { eventId?: string; secret?: string; signature?: string },
  ): Promise<number>;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const nowS = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

function errorBody(description: string, code = 'BAD_REQUEST_ERROR') {
  return {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    },
  };
}

/**
 * The documented limits on an order's or a refund's receipt and notes
 * (https://razorpay.com/docs/api/orders/create/, .../refunds/create-normal/): what is wrong, if anything.
 */
function receiptAndNotesProblem(body: Record<string, unknown>): string | undefined {
  if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
    return 'receipt: the length must not be greater than 40 characters';
  if (body.notes === undefined) return undefined;
  const notes = body.notes;
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return 'notes must be an object';
  const entries = Object.entries(notes);
  if (entries.length > 15) return 'notes: a maximum of 15 key-value pairs is allowed';
  if (entries.some(([, v]) => typeof v !== 'string' || v.length > 256))
    return 'notes: each value may have at most 256 characters';
  return undefined;
}

/** The fields each create call takes; the docs: any other "is/are not required and should not be sent". */
const ORDER_FIELDS = [
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
];
const REFUND_FIELDS = ['amount', 'speed', 'notes', 'receipt'];
function extraField(body: Record<string, unknown>, allowed: string[]): string | undefined {
  const extra = Object.keys(body).find((field) => !allowed.includes(field));
  return extra ? `${extra} is/are not required and should not be sent` : undefined;
}

/** The browser side of Standard Checkout, enough for the pay page; talks to the fake's /fake/checkout routes. */
function checkoutScript(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, fn) { (this.listeners[name] = this.listeners[name] || []).push(fn); };
  Razorpay.prototype.open = function () {
    const o = this.options;
    const self = this;
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay test checkout');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center';
    const panel = document.createElement('div');
    panel.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:260px;font:16px sans-serif';
    const title = document.createElement('h2');
    title.textContent = (o.name || 'Pay') + ': ₹' + (o.amount / 100).toFixed(2);
    const note = document.createElement('p');
    note.textContent = o.description || '';
    panel.append(title, note);
    const button = (label, onClick) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'display:block;margin:8px 0;padding:8px 16px;font-size:16px';
      b.addEventListener('click', onClick);
      panel.append(b);
    };
    const close = () => box.remove();
    const post = (path) => fetch(ORIGIN + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: o.key, order_id: o.order_id }),
    }).then((r) => r.json());
    button('Pay with UPI (test)', () => post('/fake/checkout/pay').then((r) => {
      close();
      o.handler && o.handler(r);
    }));
    button('Fail the payment (test)', () => post('/fake/checkout/fail').then((r) => {
      (self.listeners['payment.failed'] || []).forEach((fn) => fn(r));
    }));
    button('Close (test)', () => { close(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); });
    box.append(panel);
    document.body.append(box);
  };
  window.Razorpay = Razorpay;
})();
`;
}

export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_fakegateway01';
  const keySecret = options.keySecret ?? 'fake-key-secret-0123456789';
  const webhookSecret = options.webhookSecret ?? 'fake-webhook-secret-0123';
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const requests: string[] = [];
  const calls: ApiCall[] = [];
  /** X-Refund-Idempotency keys seen: the body they came with and the refund they made. */
  const refundKeys = new Map<string, { body: string; refundId?: string }>();
  let slowMs = 0;
  let loseOrderAnswer = false;
  let refundListLag = false;
  const deliveries: FakeRazorpay['deliveries'] = [];
  let target: WebhookTarget | undefined;
  let down = false;
  let refundBehaviour: RefundBehaviour = 'processed';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function eventBody(event: string, payload: Record<string, unknown>): string {
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_fakeaccount0001',
      event,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: nowS(),
    });
  }

  async function sendWebhook(
    body: string,
    opts: { eventId?: string; secret?: string; signature?: string } = {},
  ): Promise<number> {
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': opts.signature ?? hmac(opts.secret ?? webhookSecret, body),
      'x-razorpay-event-id': opts.eventId ?? id('evt'),
    };
    let status = 0;
    if (typeof target === 'function') status = await target({ body, headers });
    else if (typeof target === 'string') {
      const response = await fetch(target, { method: 'POST', headers, body }).catch(() => undefined);
      status = response?.status ?? 0;
    }
    deliveries.push({ body, headers, event: (JSON.parse(body) as { event: string }).event, status });
    return status;
  }

  async function pay(orderId: string, opts: PayOptions = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const outcome = opts.outcome ?? 'captured';
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: opts.amount ?? order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method: opts.method ?? 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: outcome === 'captured',
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment failed because the bank declined it (test)' : null,
      error_reason: outcome === 'failed' ? 'payment_failed' : null,
      notes: {},
      created_at: nowS(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (outcome === 'captured') {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(order.amount - order.amount_paid, 0);
      order.status = 'paid';
    }
    if (opts.webhook !== false) {
      if (outcome === 'captured') {
        await sendWebhook(eventBody('payment.captured', { payment }));
        await sendWebhook(eventBody('order.paid', { payment, order }));
      } else if (outcome === 'failed') await sendWebhook(eventBody('payment.failed', { payment }));
    }
    return { paymentId: payment.id, signature: hmac(keySecret, `${order.id}|${payment.id}`), payment };
  }

  async function settle(refund: FakeRefund, status: 'processed' | 'failed') {
    const payment = payments.get(refund.payment_id);
    refund.status = status;
    if (status === 'failed') {
      if (payment) payment.amount_refunded -= refund.amount;
    } else if (payment) {
      payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
    }
    await sendWebhook(eventBody(`refund.${status}`, { refund, payment }));
  }

  type Answer = { status: number; body: unknown; type?: string };

  async function api(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    headers: http.IncomingHttpHeaders,
  ): Promise<Answer> {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return { status: 400, body: errorBody('The amount must be atleast INR 1.00') };
      if (body.currency !== 'INR') return { status: 400, body: errorBody('Currency is not supported') };
      const refused = extraField(body, ORDER_FIELDS) ?? receiptAndNotesProblem(body);
      if (refused) return { status: 400, body: errorBody(refused) };
      // The docs: the receipt "has to be unique".
      if ([...orders.values()].some((o) => o.receipt !== null && o.receipt === body.receipt))
        return { status: 400, body: errorBody('receipt has already been taken') };
      const order: FakeOrder = {
        id: id('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: nowS(),
      };
      orders.set(order.id, order);
      if (loseOrderAnswer) {
        loseOrderAnswer = false;
        return { status: 504, body: 'Gateway Timeout', type: 'text/plain' };
      }
      return { status: 200, body: order };
    }
    let m = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (method === 'GET' && m) {
      const order = orders.get(decodeURIComponent(m[1] as string));
      if (!order) return { status: 400, body: errorBody('The id provided does not exist') };
      if (!m[2]) return { status: 200, body: order };
      const items = [...payments.values()].filter((p) => p.order_id === order.id);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    m = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'GET' && m) {
      const paymentId = decodeURIComponent(m[1] as string);
      if (!payments.has(paymentId)) return { status: 400, body: errorBody('The id provided does not exist') };
      const count = Math.min(Number(url.searchParams.get('count') ?? 10), 100);
      const items = refundListLag
        ? []
        : [...refunds.values()].filter((r) => r.payment_id === paymentId).slice(0, count);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (method === 'GET' && path === '/v1/payments') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER);
      const count = Math.min(Number(url.searchParams.get('count') ?? 10), 100);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const items = [...payments.values()]
        .filter((p) => p.created_at >= from && p.created_at <= to)
        .sort((a, b) => b.created_at - a.created_at)
        .slice(skip, skip + count);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    m = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
    if (m) {
      const payment = payments.get(decodeURIComponent(m[1] as string));
      if (!payment) return { status: 400, body: errorBody('The id provided does not exist') };
      if (method === 'GET' && !m[2]) return { status: 200, body: payment };
      if (method === 'POST' && m[2] === '/capture') {
        if (payment.status !== 'authorized')
          return { status: 400, body: errorBody('This payment has already been captured') };
        if (body.amount !== payment.amount)
          return { status: 400, body: errorBody('Capture amount must be equal to the amount authorized') };
        payment.status = 'captured';
        payment.captured = true;
        const order = payment.order_id ? orders.get(payment.order_id) : undefined;
        if (order) {
          order.amount_paid += payment.amount;
          order.amount_due = Math.max(order.amount - order.amount_paid, 0);
          order.status = 'paid';
        }
        return { status: 200, body: payment };
      }
      if (method === 'POST' && m[2] === '/refund') {
        const key = headers['x-refund-idempotency'];
        if (key !== undefined) {
          if (typeof key !== 'string' || key.length < 10)
            return {
              status: 400,
              body: errorBody('The idempotency key must be at least 10 characters long.'),
            };
          if (!/^[A-Za-z0-9_-]+$/.test(key))
            return {
              status: 400,
              body: errorBody(
                'The idempotency key must only contain alphanumeric characters, underscores, and hyphens',
              ),
            };
          const seen = refundKeys.get(key);
          if (seen && seen.body !== JSON.stringify(body))
            return {
              status: 400,
              body: errorBody('Different request with the same idempotency key has already been processed.'),
            };
          if (seen && !seen.refundId)
            return {
              status: 409,
              body: errorBody('Another request with the same idempotency key is still in progress.'),
            };
          if (seen?.refundId) return { status: 200, body: refunds.get(seen.refundId) };
        }
        const refused = extraField(body, REFUND_FIELDS) ?? receiptAndNotesProblem(body);
        if (refused) return { status: 400, body: errorBody(refused) };
        if (refundBehaviour === 'refuse')
          return { status: 400, body: errorBody('The refund could not be processed (test)') };
        if (payment.status !== 'captured' && payment.status !== 'refunded')
          return { status: 400, body: errorBody('The payment has not been captured') };
        const amount =
          typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
        if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded)
          return {
            status: 400,
            body: errorBody('The refund amount provided is greater than amount captured'),
          };
        const refund: FakeRefund = {
          id: id('rfnd'),
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: payment.id,
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          notes: (body.notes as Record<string, string>) ?? {},
          status: 'pending',
          speed_requested: 'normal',
          created_at: nowS(),
        };
        refunds.set(refund.id, refund);
        // A slow request is still being processed: a retry with its key meanwhile answers 409.
        const remember = (refundId?: string) =>
          typeof key === 'string' && refundKeys.set(key, { body: JSON.stringify(body), refundId });
        remember(refundBehaviour === 'slow' ? undefined : refund.id);
        payment.amount_refunded += amount;
        if (refundBehaviour === 'processed') {
          // Razorpay answers first and sends the webhook after; so does the fake.
          const answer = { ...refund, status: 'processed' as const };
          setTimeout(() => void settle(refund, 'processed'), 20);
          return { status: 200, body: answer };
        }
        // Made at the gateway, but the answer times out on its way back to the shop.
        if (refundBehaviour === 'lost') return { status: 504, body: 'Gateway Timeout', type: 'text/plain' };
        if (refundBehaviour === 'slow') {
          await new Promise((resolve) => setTimeout(resolve, slowMs));
          remember(refund.id);
        }
        return { status: 200, body: refund };
      }
    }
    return { status: 404, body: errorBody('The requested URL was not found on the server.', 'NOT_FOUND') };
  }

  /** The in-page checkout's buttons: pay or fail the order as a customer would. */
  async function checkout(path: string, body: Record<string, unknown>): Promise<Answer> {
    if (body.key !== keyId) return { status: 401, body: errorBody('The api key provided is invalid') };
    const orderId = typeof body.order_id === 'string' ? body.order_id : '';
    if (!orders.has(orderId)) return { status: 400, body: errorBody('The id provided does not exist') };
    if (path === '/fake/checkout/pay') {
      const paid = await pay(orderId);
      return {
        status: 200,
        body: {
          razorpay_payment_id: paid.paymentId,
          razorpay_order_id: orderId,
          razorpay_signature: paid.signature,
        },
      };
    }
    const failed = await pay(orderId, { outcome: 'failed' });
    return {
      status: 200,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: failed.payment.error_description,
          source: 'customer',
          step: 'payment_authentication',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: failed.paymentId },
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      const send = ({ status, body, type }: Answer) => {
        res.writeHead(status, { 'content-type': type ?? 'application/json', ...cors });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.method === 'OPTIONS') return send({ status: 204, body: '' });
      if (req.method === 'GET' && url.pathname === '/v1/checkout.js')
        return send({ status: 200, body: checkoutScript(origin), type: 'text/javascript' });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send({ status: 400, body: errorBody('The request body is not JSON') });
      }
      if (url.pathname.startsWith('/fake/checkout/') && req.method === 'POST') {
        checkout(url.pathname, body).then(send, (e: Error) =>
          send({ status: 500, body: errorBody(e.message) }),
        );
        return;
      }
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
      if (down) return send({ status: 503, body: errorBody('Service unavailable (test)', 'SERVER_ERROR') });
      if (req.headers.authorization !== expectedAuth)
        return send({ status: 401, body: errorBody('The api key provided is invalid') });
      api(req.method ?? 'GET', url, body, req.headers).then(send, (e: Error) =>
        send({ status: 500, body: errorBody(e.message, 'SERVER_ERROR') }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    checkoutUrl: `${origin}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: origin,
      RAZORPAY_CHECKOUT_URL: `${origin}/v1/checkout.js`,
    },
    orders,
    payments,
    refunds,
    requests,
    calls,
    deliveries,
    setWebhookTarget(next) {
      target = next;
    },
    setDown(next) {
      down = next;
    },
    setRefundBehaviour(next, ms = 0) {
      refundBehaviour = next;
      slowMs = ms;
    },
    setRefundListLag(lagging) {
      refundListLag = lagging;
    },
    loseNextOrderAnswer() {
      loseOrderAnswer = true;
    },
    pay,
    async settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`fake razorpay: no refund ${refundId}`);
      await settle(refund, status);
    },
    checkoutSignature: (orderId, paymentId) => hmac(keySecret, `${orderId}|${paymentId}`),
    eventBody,
    sendWebhook,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
