// The MSG91 provider against MSG91's published samples (tests/contract/msg91/SOURCES.md): the
// request it sends has the documented recipient shape, it reads the documented answers, and the
// variables each message sends are the ones README tells the operator to register (MSG91 fills
// ##name## by the field of that name and says nothing when a name does not match).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessage } from '#server/modules/notifications/order-messages.ts';
import { createMsg91Sms } from '#server/modules/sms/msg91-sms.ts';
import { CUSTOMER_NOTIFICATION_KINDS, smsTemplateSetting } from '#shared/notifications.ts';

type Json = Record<string, unknown>;
const fixture = (file: string): Json =>
  JSON.parse(readFileSync(new URL(`./msg91/${file}`, import.meta.url), 'utf8')) as Json;

let answer: { status: number; body: unknown } = { status: 200, body: fixture('flow.response.success.json') };
const received: { headers: http.IncomingHttpHeaders; body: Json }[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Json });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sms = () => createMsg91Sms({ authKey: 'contract-auth-key', templateId: 'tpl-sign-in', url });

describe('the MSG91 provider against the published samples', () => {
  it('sends recipients shaped as documented: the number without +, the variables beside it as strings', async () => {
    const documented = (fixture('flow.request.json').recipients as Json[])[0]!;
    await sms().sendCode('+919822012345', '482913');
    const [recipient] = received.at(-1)!.body.recipients as Json[];
    expect(received.at(-1)!.headers.authkey).toBe('contract-auth-key');
    expect(String(recipient!.mobiles)).toMatch(/^91\d{10}$/);
    expect(String(documented.mobiles)).toMatch(/^91/);
    for (const value of Object.values(recipient!)) expect(typeof value).toBe('string');
    // The sign-in template's one variable, as README names it.
    expect(recipient).toEqual({ mobiles: '919822012345', otp: '482913' });
  });

  it('resolves on the documented success and throws the documented error message', async () => {
    answer = { status: 200, body: fixture('flow.response.success.json') };
    await expect(sms().sendCode('+919822012345', '1')).resolves.toBeUndefined();
    answer = { status: 200, body: fixture('flow.response.error.json') };
    await expect(sms().sendCode('+919822012345', '1')).rejects.toThrow('Missing Authentication Key');
    answer = { status: 200, body: fixture('flow.response.success.json') };
  });

  it('sends each order message with the variables README tells the operator to register', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const facts = { id: 'o1', orderNumber: 'KCH000123', totalPaise: 5_000, orderType: 'delivery' as const };
    for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${smsTemplateSetting(kind)}\``));
      expect(row, `README's row for ${kind}`).toBeDefined();
      const registered = [...row!.matchAll(/##(\w+)##/g)].map((m) => m[1]).sort();
      const sent = Object.keys(
        orderMessage(kind, facts, { reason: 'Out of milk', amountPaise: 5_000 }).variables,
      );
      // What the template shows must be sent; a variable sent but not in the template is harmless.
      for (const name of registered) expect(sent, `${kind} sends ##${name}##`).toContain(name);
    }
    // The Hindi and Marathi templates: README's text word for word, as the server fills it in.
    for (const language of ['hi', 'mr'] as const)
      for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
        const setting = smsTemplateSetting(kind, language);
        const row = readme.split('\n').find((line) => line.startsWith(`| \`${setting}\``));
        expect(row, `README's row for ${setting}`).toBeDefined();
        const registered = row!.split('|')[2]!.trim();
        const message = orderMessage(kind, { ...facts, language }, { reason: 'दूध संपले', amountPaise: 5_000 });
        const filled = registered.replace(
          /`##(\w+)##`/g,
          (_, name: string) => message.variables[name] ?? '?',
        );
        expect(`Chai Express: ${filled}`, setting).toBe(message.text);
      }
    const signIn = readme.split('\n').find((line) => line.startsWith('| `MSG91_TEMPLATE_ID`'));
    expect(signIn).toContain('##otp##');
  });
});
