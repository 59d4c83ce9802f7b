// Types for customers-over-http.mjs (plain JavaScript so the benchmarks can import it too).
import type { IncomingHttpHeaders } from 'node:http';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order, PlaceOrderBody } from '#shared/api/orders.ts';

export const ORDERS_PER_CUSTOMER: number;

/** `body` is the parsed JSON (or the text) of whatever the server answered: T only on success. */
export type HttpResponse<T = unknown> = { status: number; headers: IncomingHttpHeaders; body: T };

export type HttpClient = {
  url: string;
  request<T = unknown>(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<HttpResponse<T>>;
  close(): void;
};

export type CustomerIdentity = { phone: string; ip: string; fullName: string };
export type Customer = CustomerIdentity & { cookie: string; userId: string };

export type OrderAttempt = {
  customer: Customer;
  idempotencyKey: string;
  body: PlaceOrderBody;
  startedAt: number;
  ms: number;
  status?: number;
  order?: Order;
  error?: string;
};

export function createClient(baseUrl: string, options?: { connections?: number }): HttpClient;
export function customerIdentity(index: number, series?: number): CustomerIdentity;
export function signInCustomer(client: HttpClient, identity: CustomerIdentity): Promise<Customer>;
export function signInCustomers(
  client: HttpClient,
  count: number,
  options?: { from?: number; series?: number; parallel?: number },
): Promise<Customer[]>;
export function orderableItems(client: HttpClient, count?: number): Promise<StorefrontItem[]>;
export function orderBody(
  customer: Customer,
  items: StorefrontItem[],
  idempotencyKey: string,
): PlaceOrderBody;
export function placeOrder(
  client: HttpClient,
  customer: Customer,
  body: PlaceOrderBody,
): Promise<HttpResponse<Order>>;
export function placeOrdersConcurrently(options: {
  client: HttpClient;
  customers: Customer[];
  items: StorefrontItem[];
  concurrency?: number;
  shouldStop?: () => boolean;
  onSettled?: (attempt: OrderAttempt) => void;
  keyPrefix?: string;
}): Promise<{ results: OrderAttempt[]; exhausted: boolean }>;
