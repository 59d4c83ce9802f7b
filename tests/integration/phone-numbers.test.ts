// Codes go only to numbers that can receive them (SMS_ALLOWED_COUNTRIES; for +91, Indian mobiles),
// and delivery phones on addresses and orders follow the same rule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { isConsoleSms } from '#server/modules/sms/console-sms.ts';
import { sendCode, signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const NOT_INDIAN_MOBILE = 'Please enter a valid Indian mobile number';

/** Codes the development SMS provider sent to this exact number (read from the provider itself). */
function smsSentTo(t: TestApp, phone: string): number {
  const sms = t.app.services.sms;
  if (!isConsoleSms(sms)) throw new Error('the development SMS provider is expected');
  return sms.outbox(phone).length;
}

/** The message a refusal gives for the phone: its own when it has one, else the phone field's. */
const phoneMessage = (body: { error: { message: string; fields?: Record<string, string> } }) =>
  body.error.fields?.phone ?? body.error.fields?.['address.phone'] ?? body.error.message;

describe('sign-in codes with only India allowed (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['+1', '+1'],
    ['+12345', '+12345'],
    ['+447700900123', '+447700900123'],
    ['+915123456789', '+915123456789'],
    ['5123456789', '+915123456789'],
  ])('refuses %s with a message and sends nothing', async (typed, formatted) => {
    const res = await sendCode(t, typed, '10.75.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(phoneMessage(res.json())).toBe(NOT_INDIAN_MOBILE);
    expect(smsSentTo(t, formatted)).toBe(0);
  });

  it('sends to an Indian mobile number', async () => {
    const res = await sendCode(t, '+919876543210', '10.75.0.2');
    expect(res.statusCode).toBe(200);
    expect(smsSentTo(t, '+919876543210')).toBe(1);
  });
});

describe('sign-in codes with more countries allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SMS_ALLOWED_COUNTRIES: '+91,+44' } });
  });
  afterAll(() => t.close());

  it('sends to an allowed country and names the allowed ones otherwise', async () => {
    expect((await sendCode(t, '+447700900123', '10.76.0.1')).statusCode).toBe(200);
    const refused = await sendCode(t, '+12025550123', '10.76.0.2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please enter a mobile number starting with +91 or +44');
    // The Indian mobile rule still holds for +91.
    expect(phoneMessage((await sendCode(t, '+912026123456', '10.76.0.3')).json())).toBe(NOT_INDIAN_MOBILE);
  });
});

describe('delivery phones', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signInCustomer(t, '9876501234', 'Meera Joshi', '10.77.0.1')).cookie;
  });
  afterAll(() => t.close());

  const saveAddress = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/addresses',
      headers: { cookie },
      payload: {
        name: 'Meera',
        phone,
        house: '7',
        address: 'Porwal Road, Lohegaon, Pune',
        latitude: 18.5913,
        longitude: 73.9196,
      },
      remoteAddress: '10.77.0.2',
    });

  it('refuses an address whose phone is not an Indian mobile', async () => {
    for (const phone of ['+447700900123', '+12345', '5123456789']) {
      const res = await saveAddress(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(phoneMessage(res.json()), phone).toBe(NOT_INDIAN_MOBILE);
    }
    expect((await saveAddress('98765 01234')).statusCode).toBe(201);
  });

  it('refuses to change an address to such a phone', async () => {
    const saved = (await saveAddress('9876501234')).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer/addresses/${saved.id}`,
      headers: { cookie },
      payload: { phone: '+447700900123' },
      remoteAddress: '10.77.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(phoneMessage(res.json())).toBe(NOT_INDIAN_MOBILE);
  });

  it('refuses an order whose delivery phone is not an Indian mobile', async () => {
    const [dish] = await t.database.db.select().from(menuItems).limit(1);
    const place = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: {
          idempotencyKey: randomUUID(),
          lines: [{ menuItemId: dish!.id, quantity: 1 }],
          address: deliveryAddress({ name: 'Meera', phone, address: 'Porwal Road, Lohegaon, Pune' }),
        },
        remoteAddress: '10.77.0.3',
      });
    for (const phone of ['+447700900123', '+12345', '4123456789']) {
      const res = await place(phone);
      expect(res.statusCode, phone).toBe(400);
      expect(phoneMessage(res.json()), phone).toBe(NOT_INDIAN_MOBILE);
    }
    expect((await place('+91 98765 01234')).statusCode).toBe(201);
  });
});
