// The sign-in code's SMS in the storefront's language (issue 41.4): over real HTTP, the send
// request names the page's language and the SMS gateway (a local fake of MSG91) is asked for that
// language's DLT template when the shop set one (MSG91_TEMPLATE_ID_HI, _MR), for the English one
// otherwise, and for English when the request names no language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedRobotCheck } from '../helpers/customer-session.ts';
import { startFakeProvider } from '../helpers/fake-provider.ts';
import { createTestApp } from '../helpers/test-app.ts';

type Sent = { template_id: string; recipients: { mobiles: string; otp: string }[] };

async function startShop(templates: Record<string, string>) {
  const gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
  const sent: Sent[] = [];
  gateway.onRequest((_headers, body) => sent.push(JSON.parse(body) as Sent));
  const t = await createTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 'tpl-code-en',
      MSG91_URL: gateway.url,
      ...templates,
    },
  });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  /** Asks for a code over HTTP; resolves to the template the gateway was asked for. */
  async function send(phone: string, language?: string) {
    const before = sent.length;
    const res = await fetch(`${base}/api/customer/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone,
        robotCheck: await solvedRobotCheck(t),
        ...(language ? { language } : {}),
      }),
    });
    return { status: res.status, body: await res.json(), sms: sent.slice(before) };
  }
  return {
    send,
    close: async () => {
      await t.close();
      await gateway.close();
    },
  };
}

describe('the sign-in code SMS with Hindi and Marathi templates set', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop({ MSG91_TEMPLATE_ID_HI: 'tpl-code-hi', MSG91_TEMPLATE_ID_MR: ' tpl-code-mr ' });
  });
  afterAll(() => shop.close());

  it.each([
    ['hi', '9822040401', 'tpl-code-hi'],
    ['mr', '9822040402', 'tpl-code-mr'],
    ['en', '9822040403', 'tpl-code-en'],
    [undefined, '9822040404', 'tpl-code-en'],
  ])('a page in %s is sent its template', async (language, phone, template) => {
    const { status, sms } = await shop.send(phone, language);
    expect(status).toBe(200);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.template_id).toBe(template);
    expect(sms[0]?.recipients[0]).toMatchObject({
      mobiles: `91${phone}`,
      otp: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('refuses a language the shop does not speak', async () => {
    const { status, body, sms } = await shop.send('9822040405', 'ta');
    expect(status).toBe(400);
    expect(body.error.fields.language).toBe('Language must be English, Hindi or Marathi');
    expect(sms).toEqual([]);
  });
});

describe('the sign-in code SMS without a template for the language', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop({ MSG91_TEMPLATE_ID_HI: 'tpl-code-hi' });
  });
  afterAll(() => shop.close());

  it('a page in Marathi, with no Marathi template, is sent the English one', async () => {
    const { status, sms } = await shop.send('9822040406', 'mr');
    expect(status).toBe(200);
    expect(sms.map((m) => m.template_id)).toEqual(['tpl-code-en']);
  });

  it('a page in Hindi is still sent the Hindi one', async () => {
    const { sms } = await shop.send('9822040407', 'hi');
    expect(sms.map((m) => m.template_id)).toEqual(['tpl-code-hi']);
  });
});
