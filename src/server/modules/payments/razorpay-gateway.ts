// Razorpay's REST API (https://razorpay.com/docs/api/) over plain fetch, as decision 022 explains:
// basic auth with the key id and secret, amounts in paise, times in Unix seconds. The base URL is a
// setting, so the tests talk to a local fake that speaks the same protocol. Vendor texts that may
// come empty (a card payment.failed sample carries error_description: "") are read as missing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGatewaySettings } from '#server/env/payment-settings.ts';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.ts';

/** The most a list call answers per page. */
const PAGE_SIZE = 100;
/** A day of a busy shop is a few thousand payments; a runaway loop stops here. */
const MAX_PAGES = 200;

type RazorpayPayment = {
  id: string;
  order_id?: string | null;
  amount: number;
  currency: string;
  status: string;
  method?: string | null;
  error_description?: string | null;
  created_at: number;
};

type RazorpayRefund = {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
};

const PAYMENT_STATES = new Set<GatewayPayment['status']>([
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
]);

/** A vendor's text, or null when it is missing, empty or blank. */
const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function toPayment(p: RazorpayPayment): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id ?? null,
    amountPaise: p.amount,
    // Every payment of the shop's gateway orders is in INR, the currency they are created in;
    // Razorpay's own documented samples carry currency: "" on some (netbanking, UPI, wallets).
    currency: nonEmpty(p.currency) ?? 'INR',
    // A state this code does not know is treated as not captured.
    status: PAYMENT_STATES.has(p.status as GatewayPayment['status'])
      ? (p.status as GatewayPayment['status'])
      : 'created',
    method: p.method ?? null,
    error: nonEmpty(p.error_description),
    createdAt: new Date(p.created_at * 1000),
  };
}

const isNotes = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toRefund(r: RazorpayRefund): GatewayRefund {
  return {
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
    // Our refund id is sent both as the receipt and in the notes: either brings it back.
    receipt: nonEmpty(r.receipt) ?? (isNotes(r.notes) ? nonEmpty(r.notes.receipt) : null),
  };
}

/** Equal-length hex digests compared in constant time; anything else is unequal. */
function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** payload.<name>.entity of a webhook body, when it is there. */
function entityOf(payload: unknown, name: string): Record<string, unknown> | undefined {
  if (!isObject(payload)) return undefined;
  const wrapper = payload[name];
  return isObject(wrapper) && isObject(wrapper.entity) ? wrapper.entity : undefined;
}

const looksLikePayment = (e: Record<string, unknown> | undefined): e is RazorpayPayment =>
  !!e && typeof e.id === 'string' && typeof e.amount === 'number' && typeof e.status === 'string';

const looksLikeRefund = (e: Record<string, unknown> | undefined): e is RazorpayRefund =>
  !!e && typeof e.id === 'string' && typeof e.payment_id === 'string' && typeof e.amount === 'number';

export function createRazorpayGateway(
  settings: PaymentGatewaySettings,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => undefined)) as
      | (T & { error?: { description?: string } })
      | undefined;
    if (!response.ok || answer === undefined) {
      const description = answer?.error?.description;
      throw new GatewayError(
        `Razorpay refused ${method} ${path}: ${response.status} ${description ?? 'no readable answer'}`,
        response.status,
        nonEmpty(description) ?? undefined,
      );
    }
    return answer;
  }

  const paymentPath = (id: string) => `/v1/payments/${encodeURIComponent(id)}`;

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call<{ id: string; amount: number }>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { id: order.id, amountPaise: order.amount };
    },

    async fetchPayment(paymentId) {
      return toPayment(await call<RazorpayPayment>('GET', paymentPath(paymentId)));
    },

    async fetchOrderPayments(gatewayOrderId) {
      const list = await call<{ items: RazorpayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
      );
      return list.items.map(toPayment);
    },

    async capture(paymentId, amountPaise) {
      return toPayment(
        await call<RazorpayPayment>('POST', `${paymentPath(paymentId)}/capture`, {
          amount: amountPaise,
          currency: 'INR',
        }),
      );
    },

    async refund(paymentId, amountPaise, receipt) {
      // Razorpay's X-Refund-Idempotency: a retry with the same key and the same body answers the
      // refund the first request made instead of making another (the body must not change, so
      // it is built from the arguments alone).
      return toRefund(
        await call<RazorpayRefund>(
          'POST',
          `${paymentPath(paymentId)}/refund`,
          { amount: amountPaise, speed: 'normal', receipt, notes: { receipt } },
          { 'x-refund-idempotency': receipt },
        ),
      );
    },

    async fetchRefunds(paymentId) {
      const list = await call<{ items: RazorpayRefund[] }>(
        'GET',
        `${paymentPath(paymentId)}/refunds?count=${PAGE_SIZE}`,
      );
      return list.items.map(toRefund);
    },

    async listPayments(from, to) {
      const payments: GatewayPayment[] = [];
      const fromS = Math.floor(from.getTime() / 1000);
      // The API's `to` is inclusive; the range asked for is not.
      const toS = Math.ceil(to.getTime() / 1000) - 1;
      for (let page = 0; page < MAX_PAGES; page++) {
        const list = await call<{ items: RazorpayPayment[] }>(
          'GET',
          `/v1/payments?from=${fromS}&to=${toS}&count=${PAGE_SIZE}&skip=${page * PAGE_SIZE}`,
        );
        payments.push(...list.items.map(toPayment));
        if (list.items.length < PAGE_SIZE) return payments;
      }
      throw new GatewayError(`Razorpay listed more than ${MAX_PAGES * PAGE_SIZE} payments in a day`);
    },

    checkoutSignatureValid(gatewayOrderId, paymentId, signature) {
      const expected = createHmac('sha256', settings.keySecret)
        .update(`${gatewayOrderId}|${paymentId}`)
        .digest('hex');
      return sameDigest(expected, signature);
    },

    readWebhook(rawBody, signature) {
      if (!signature) return undefined;
      const expected = createHmac('sha256', settings.webhookSecret).update(rawBody).digest('hex');
      if (!sameDigest(expected, signature)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return undefined;
      }
      if (!isObject(body) || typeof body.event !== 'string') return undefined;
      const name = body.event;
      if (name === 'payment.captured' || name === 'payment.failed' || name === 'order.paid') {
        const payment = entityOf(body.payload, 'payment');
        if (!looksLikePayment(payment)) return undefined;
        return { eventKey: `${name}:${payment.id}`, kind: name, payment: toPayment(payment) };
      }
      if (name === 'refund.processed' || name === 'refund.failed') {
        const refund = entityOf(body.payload, 'refund');
        if (!looksLikeRefund(refund)) return undefined;
        // Razorpay's refund entity and its refund.failed event say nothing of why (its documented
        // samples carry no reason field); the shop's own words stand in (PAYMENT_MESSAGES).
        return { eventKey: `${name}:${refund.id}`, kind: name, refund: toRefund(refund) };
      }
      // Acted on by nobody: the signed bytes themselves are its key.
      return { eventKey: `${name}:sha256:${expected}`, kind: 'ignored', name };
    },
  };
}
