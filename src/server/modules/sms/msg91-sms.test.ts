import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '#tests/helpers/fake-provider.ts';
import { createMsg91Sms } from './msg91-sms.ts';

let gateway: FakeProvider;
const bodies: unknown[] = [];
const heads: Record<string, string | string[] | undefined>[] = [];

beforeAll(async () => {
  gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
  gateway.onRequest((headers, body) => {
    heads.push(headers);
    bodies.push(JSON.parse(body));
  });
});
afterAll(() => gateway.close());

describe('MSG91 provider', () => {
  it('posts the flow request MSG91 documents', async () => {
    const sms = createMsg91Sms({ authKey: 'key-1', templateId: 'tpl-9', url: gateway.url });
    await sms.sendCode('+919822012345', '482913');
    expect(heads.at(-1)?.authkey).toBe('key-1');
    expect(heads.at(-1)?.['content-type']).toBe('application/json');
    expect(bodies.at(-1)).toEqual({
      template_id: 'tpl-9',
      short_url: '0',
      recipients: [{ mobiles: '919822012345', otp: '482913' }],
    });
  });

  it('posts an order message as its DLT template with the variables beside the number', async () => {
    const sms = createMsg91Sms({ authKey: 'key-1', templateId: 'tpl-9', url: gateway.url });
    await sms.sendTemplate('+919822012345', {
      templateId: 'tpl-accepted',
      kind: 'order_accepted',
      // A variable named like the number never replaces it.
      variables: { order: 'KCH123456', mobiles: '910000000000' },
      text: 'Chai Express: your order KCH123456 is accepted.',
    });
    expect(bodies.at(-1)).toEqual({
      template_id: 'tpl-accepted',
      short_url: '0',
      recipients: [{ order: 'KCH123456', mobiles: '919822012345' }],
    });
    gateway.answer({ status: 503, body: { type: 'error', message: 'Busy' } });
    await expect(
      sms.sendTemplate('+919822012345', { templateId: 't', kind: 'order_accepted', variables: {}, text: '' }),
    ).rejects.toThrow('MSG91 refused the message: 503 Busy');
    gateway.answer({ status: 200, body: { type: 'success', message: 'queued' } });
  });

  it('throws with the cause when the gateway refuses', async () => {
    const sms = createMsg91Sms({ authKey: 'bad', templateId: 'tpl-9', url: gateway.url });
    gateway.answer({ status: 401, body: { type: 'error', message: 'Invalid authkey' } });
    await expect(sms.sendCode('+919822012345', '1')).rejects.toThrow(
      'MSG91 refused the message: 401 Invalid authkey',
    );
    gateway.answer({ status: 200, body: { type: 'error', message: 'Template not approved' } });
    await expect(sms.sendCode('+919822012345', '1')).rejects.toThrow('Template not approved');
  });
});
