// Kitchen tickets on a network printer through the real server (docs/product.md#printing-tickets-without-the-dialog,
// decision 029): a fake printer on a local port collects what the server sends; the decoder reads
// it back as the printer would. Accepting prints the ticket once, however accepts race and on two
// instances; a printer that is off shows on the board and the Print ticket button retries;
// managers set the printer up, staff cannot.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { auditLogs, menuItems, options, orders, users } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { TICKET_PRINTING_MESSAGES } from '#shared/api/ticket-printing.ts';
import { TICKET_PRINTER_MESSAGES, type TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { decodeEscpos, printedText } from '../helpers/escpos-decoder.ts';
import { closedPort, type FakePrinter, startFakePrinter } from '../helpers/fake-printer.ts';
import { ist } from '../helpers/shop-hours.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let printer: FakePrinter;
let aliceId: string;
let staff: string;
let manager: string;
const item: Record<string, string> = {};
const option: Record<string, string> = {};
const clock = ist('2026-11-26T15:00');

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.81.${++nextAddress % 250}.1` });

const savePrinter = (body: unknown, cookie = manager) =>
  call('PUT /api/admin/settings/ticket-printer', { cookie, body: body as TicketPrinter });
const printerStatus = async () => (await call('GET /api/admin/ticket-printer', { cookie: staff })).json();
const accept = (id: string, cookie = staff) =>
  call('POST /api/admin/orders/:id/status', { cookie, params: { id }, body: { status: 'accepted' } });
const printTicket = (id: string, cookie = staff) =>
  call('POST /api/admin/orders/:id/ticket/print', { cookie, params: { id } });
const storedPrintedAt = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]?.ticketPrintedAt ?? null;

/** Two cutting chai with less sugar and a note, and a bun maska; cash on delivery. */
async function place() {
  const { order } = await t.app.services.orders.place(aliceId, {
    idempotencyKey: randomUUID(),
    lines: [
      {
        menuItemId: item['Masala Chai']!,
        quantity: 2,
        options: [option.Cutting!, option['Less sugar']!],
        note: 'Extra hot please',
      },
      { menuItemId: item['Bun Maska']!, quantity: 1 },
    ],
    address: deliveryAddress({ name: 'Asha Kulkarni', phone: '+919890011111' }),
    paymentMethod: 'cod',
  });
  return order;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Long enough for a print the server would have sent to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The fake printer's port and one nobody listens on: the only ports this server may print to. */
let printerPorts = '';
let down = 0;

beforeAll(async () => {
  printer = await startFakePrinter();
  down = await closedPort();
  printerPorts = `${printer.port},${down}`;
  t = await createTestApp({
    now: () => clock,
    itemOptions: true,
    env: { API_REQUESTS_PER_MINUTE: '100000', PRINTER_PORTS: printerPorts },
  });
  await signInCustomer(t, '9890011111', 'Asha Kulkarni', '10.81.250.1');
  const [alice] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890011111'));
  aliceId = alice!.id;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.81.250.2');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.81.250.3');
  for (const r of await t.database.db.select().from(menuItems)) item[r.name] = r.id;
  for (const r of await t.database.db.select().from(options)) option[r.name] = r.id;
});
afterEach(() => {
  printer.jobs.length = 0;
});
afterAll(async () => {
  await printer.close();
  await t.close();
});

describe('the ticket printer setting', () => {
  it('refuses a port no receipt printer is on: tickets never go to a database or Redis', async () => {
    for (const port of [6379, 5432]) {
      const res = await savePrinter({ enabled: true, host: '127.0.0.1', port, paperWidth: 80 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.port).toMatch(/^Receipt printers listen on port /);
    }
  });

  it('is refused to staff, and answers each invalid field with its message', async () => {
    const valid = { enabled: true, host: printer.host, port: printer.port, paperWidth: 58 };
    expect((await savePrinter(valid, staff)).statusCode).toBe(403);
    expect(
      (await call.url('POST', '/api/admin/settings/ticket-printer/test', { cookie: staff })).statusCode,
    ).toBe(403);
    const cases: [object, string, string | undefined][] = [
      [{ host: 'http://192.168.1.50/' }, 'host', TICKET_PRINTER_MESSAGES.host],
      [{ host: '' }, 'host', TICKET_PRINTER_MESSAGES.host],
      [{ host: '192.168.1.50; rm -rf' }, 'host', TICKET_PRINTER_MESSAGES.host],
      [{ port: 0 }, 'port', TICKET_PRINTER_MESSAGES.port],
      [{ port: 70000 }, 'port', TICKET_PRINTER_MESSAGES.port],
      [{ port: 91.5 }, 'port', TICKET_PRINTER_MESSAGES.port],
      [{ paperWidth: 72 }, 'paperWidth', undefined],
      [{ enabled: 'yes' }, 'enabled', undefined],
    ];
    for (const [over, field, message] of cases) {
      const res = await savePrinter({ ...valid, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const { error } = res.json();
      expect(Object.keys(error.fields), JSON.stringify(over)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
    }
    expect((await printerStatus()).printer).toBeNull();
  });

  it('saves as a manager, audited, and prints a test page; staff read whether it is on', async () => {
    const res = await savePrinter({ enabled: false, host: printer.host, port: printer.port, paperWidth: 80 });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.ticket_printer'));
    expect(audit?.newValues).toMatchObject({ enabled: false, host: printer.host, paperWidth: 80 });
    expect(await printerStatus()).toEqual({
      printer: { enabled: false, host: printer.host, port: printer.port, paperWidth: 80 },
      problem: null,
    });
    const test = await call.url('POST', '/api/admin/settings/ticket-printer/test', { cookie: manager });
    expect(test.statusCode, test.body).toBe(200);
    const [job] = await printer.waitForJobs(1);
    const page = decodeEscpos(job!);
    expect(printedText(page)).toContain(`Printer ${printer.host}:${printer.port}`);
    expect(page.cuts).toHaveLength(1);
  });

  it('while off, accepting prints nothing and the Print ticket button is told to use the board', async () => {
    const order = await place();
    expect((await accept(order.id)).statusCode).toBe(200);
    await settle();
    expect(printer.jobs).toHaveLength(0);
    expect(await storedPrintedAt(order.id)).toBeNull();
    const res = await printTicket(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(TICKET_PRINTING_MESSAGES.noPrinter);
  });
});

describe('printing on accept', () => {
  beforeAll(async () => {
    const res = await savePrinter({ enabled: true, host: printer.host, port: printer.port, paperWidth: 58 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('prints the ticket once: the number, the lines with choices and note, the pay line, two cuts', async () => {
    const order = await place();
    expect((await accept(order.id)).statusCode).toBe(200);
    const [job] = await printer.waitForJobs(1);
    const ticket = decodeEscpos(job!);
    const text = printedText(ticket);
    expect(ticket.codePages).toEqual([19]);
    expect(ticket.cuts).toHaveLength(2);
    expect(text.filter((line) => line === order.orderNumber)).toHaveLength(2);
    expect(text).toContain('2 x Masala Chai');
    expect(text).toContain('  Cutting, Less sugar');
    expect(text).toContain('  NOTE: Extra hot please');
    expect(text).toContain('1 x Bun Maska');
    expect(text).toContain(`Cash due Rs.${order.total.toFixed(2)}`);
    expect(text.some((line) => line.includes('REPRINT'))).toBe(false);
    // Every byte read as PC858 text or a known command (the decoder throws otherwise): no UTF-8.
    expect(job!.includes(Buffer.from('₹'))).toBe(false);
    expect(await storedPrintedAt(order.id)).toEqual(clock);
    await settle();
    expect(printer.jobs).toHaveLength(1);
  });

  it('prints once when two accepts race', async () => {
    const order = await place();
    const answers = await Promise.all([accept(order.id), accept(order.id), accept(order.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    await printer.waitForJobs(1);
    await settle();
    expect(printer.jobs).toHaveLength(1);
  });

  it('prints once when every instance is told of the accept at the same moment', async () => {
    const order = await place();
    // The accept's own print, and the same order claimed at once from five more places.
    const printing = t.app.services.ticketPrinting;
    const context = { userId: null, ipAddress: null, userAgent: null };
    await Promise.all([
      accept(order.id),
      ...Array.from({ length: 5 }, () => printing.autoPrint(order.id, context)),
    ]);
    await printer.waitForJobs(1);
    await settle();
    expect(printer.jobs).toHaveLength(1);
  });

  it('a printer that is off: the ticket reads not printed, the board hears why, and Print ticket retries', async () => {
    expect(
      (await savePrinter({ enabled: true, host: '127.0.0.1', port: down, paperWidth: 58 })).statusCode,
    ).toBe(200);
    const order = await place();
    expect((await accept(order.id)).statusCode).toBe(200);
    const status = await until(printerStatus, (s) => s.problem !== null, 'the printer problem');
    expect(status.problem).toEqual({
      message: expect.stringContaining(`The printer at 127.0.0.1:${down} refused the connection`),
      at: clock.toISOString(),
      orderNumber: order.orderNumber,
    });
    // The first print is given back: every board reads 'Ticket not printed'.
    await until(
      () => storedPrintedAt(order.id),
      (at) => at === null,
      'the released claim',
    );
    const board = (await call.url('GET', `/api/admin/orders/${order.id}`, { cookie: staff })).json();
    expect(board.ticketPrintedAt).toBeNull();
    const [failed] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'orders.ticket_failed'));
    expect(failed?.recordId).toBe(order.id);

    // Pressing Print ticket while it is still off: a clear 503, still not printed.
    const refused = await printTicket(order.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toContain('refused the connection');
    expect(await storedPrintedAt(order.id)).toBeNull();

    // Switched on again (here: the right address saved): the button prints, the problem clears.
    await savePrinter({ enabled: true, host: printer.host, port: printer.port, paperWidth: 80 });
    const retried = await printTicket(order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ reprint: false, printedAt: clock.toISOString() });
    const [job] = await printer.waitForJobs(1);
    expect(printedText(decodeEscpos(job!))).toContain(order.orderNumber);
    expect(await storedPrintedAt(order.id)).toEqual(clock);
    expect((await printerStatus()).problem).toBeNull();
    // Again: a reprint, marked so.
    expect((await printTicket(order.id)).json()).toMatchObject({ reprint: true });
    const jobs = await printer.waitForJobs(2);
    expect(printedText(decodeEscpos(jobs[1]!)).filter((l) => l.includes('REPRINT'))).toHaveLength(2);
  });

  it.runIf(usingPostgres)('prints once when two instances accept the same order at once', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 4 });
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      API_REQUESTS_PER_MINUTE: '100000',
      PRINTER_PORTS: printerPorts,
    });
    const second = await buildApp({ env, database, now: () => clock });
    try {
      const secondStaff = await signInStaff(
        { app: second, database, close: async () => {} },
        'staff@example.com',
      );
      const order = await place();
      const context = { userId: null, ipAddress: null, userAgent: null };
      await Promise.all([
        accept(order.id),
        second.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/status`,
          headers: { cookie: secondStaff },
          payload: { status: 'accepted' },
        }),
        second.services.ticketPrinting.autoPrint(order.id, context),
        t.app.services.ticketPrinting.autoPrint(order.id, context),
      ]);
      await printer.waitForJobs(1);
      await settle();
      expect(printer.jobs).toHaveLength(1);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
