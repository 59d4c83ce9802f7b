// Meta's published WhatsApp Cloud API samples (tests/contract/whatsapp, SOURCES.md says where each
// comes from) against the fake Graph API the other suites use and the shop's own code: the fake
// answers and signs as Meta does, the shop's template message has Meta's shape, and the shop's
// webhook reader understands Meta's status notifications. When a sample and the fake disagree,
// the fake is wrong.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappSettings } from '#server/env/whatsapp-settings.ts';
import { sendTemplate, templateBody } from '#server/modules/whatsapp/cloud-api.ts';
import { signatureOf, signatureValid, statusReports } from '#server/modules/whatsapp/webhook-payload.ts';
import { FAKE_WHATSAPP, type FakeWhatsapp, startFakeWhatsapp } from '../helpers/fake-whatsapp.ts';

type Json = Record<string, unknown>;
const text = (file: string) => readFileSync(new URL(`./whatsapp/${file}`, import.meta.url), 'utf8');
const sample = (file: string) => JSON.parse(text(file)) as Json;

/** The shape of a JSON value: its keys, all the way down (arrays by their first item). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return [shape(value[0])];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Json)[k])]),
    );
  return typeof value;
}

let fake: FakeWhatsapp;
let settings: WhatsappSettings;
beforeAll(async () => {
  fake = await startFakeWhatsapp();
  settings = {
    phoneNumberId: FAKE_WHATSAPP.phoneNumberId,
    accessToken: FAKE_WHATSAPP.accessToken,
    appSecret: FAKE_WHATSAPP.appSecret,
    verifyToken: FAKE_WHATSAPP.verifyToken,
    graphUrl: fake.env.WHATSAPP_GRAPH_URL!,
    timeoutMs: 2000,
    templates: {},
    languageCodes: { en: 'en_US', hi: 'en_US', mr: 'en_US' },
  };
});
afterAll(() => fake.close());

describe('the template message', () => {
  it('the shop sends has the shape of Meta’s sample, and the fake takes Meta’s sample itself', async () => {
    const documented = sample('messages.template.request.json');
    const ours = templateBody({
      to: '16505551234',
      name: 'order_update',
      languageCode: 'en_US',
      parameters: ['newsletter'],
    });
    expect(ours).toEqual(documented);
    const res = await fetch(`${fake.env.WHATSAPP_GRAPH_URL}/${FAKE_WHATSAPP.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_WHATSAPP.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(documented),
    });
    expect(res.status).toBe(200);
    expect(shape(await res.json())).toEqual(shape(sample('messages.response.success.json')));
  });

  it('the fake refuses as Meta’s error sample says, and the shop reads both answers', async () => {
    const message = {
      to: '919890077101',
      name: 'order_accepted',
      languageCode: 'en_US',
      parameters: ['CE-1'],
    };
    const ok = await sendTemplate(settings, message);
    expect(ok).toEqual({ ok: true, messageId: fake.sent.at(-1)!.messageId });
    expect(fake.sent.at(-1)!.messageId).toMatch(/^wamid\./);
    fake.behave('not-on-whatsapp');
    try {
      const raw = await fetch(`${fake.env.WHATSAPP_GRAPH_URL}/${FAKE_WHATSAPP.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_WHATSAPP.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(templateBody(message)),
      });
      const documented = sample('messages.response.error.json') as { error: Json };
      const { error_subcode: _, ...withoutSubcode } = documented.error;
      expect(shape(((await raw.json()) as { error: Json }).error)).toEqual(shape(withoutSubcode));
      expect(await sendTemplate(settings, message)).toMatchObject({ ok: false, permanent: true });
    } finally {
      fake.behave('accept');
    }
    const wrongToken = await sendTemplate({ ...settings, accessToken: 'not-the-token-0123456789' }, message);
    expect(wrongToken).toMatchObject({ ok: false, permanent: true, error: expect.stringContaining('(190)') });
  });
});

describe('the status webhooks', () => {
  const files = ['sent', 'delivered', 'read', 'failed'].map((s) => `webhook.status.${s}.json`);

  it('the fake sends has the shape of Meta’s samples, status by status', () => {
    for (const file of files) {
      const documented = sample(file);
      const status = file.split('.')[2] as 'sent' | 'delivered' | 'read' | 'failed';
      const ours = JSON.parse(
        fake.statusBody('wamid.X', status, { timestamp: 1750263773, recipientId: '16505551234' }),
      );
      expect(shape(ours), file).toEqual(shape(documented));
    }
  });

  it('the shop reads from Meta’s samples as they are, byte for byte', () => {
    for (const file of files) {
      const reports = statusReports(Buffer.from(text(file)));
      expect(reports, file).toEqual([
        {
          messageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDODI4QzYxRjc2MEQzNUJDQzgA',
          status: file.split('.')[2],
          at: new Date(1_750_263_773_000),
        },
      ]);
    }
  });

  it('the fake signs as Meta does: sha256= and the hex HMAC of the raw body with the app secret', () => {
    const body = text('webhook.status.read.json');
    const headers = fake.signed(body);
    expect(headers['x-hub-signature-256']).toBe(signatureOf(body, FAKE_WHATSAPP.appSecret));
    expect(headers['x-hub-signature-256']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureValid(Buffer.from(body), headers['x-hub-signature-256'], FAKE_WHATSAPP.appSecret)).toBe(
      true,
    );
    expect(
      signatureValid(Buffer.from(`${body} `), headers['x-hub-signature-256'], FAKE_WHATSAPP.appSecret),
    ).toBe(false);
    expect(
      signatureValid(
        Buffer.from(body),
        fake.signed(body, 'other')['x-hub-signature-256'],
        FAKE_WHATSAPP.appSecret,
      ),
    ).toBe(false);
  });
});
