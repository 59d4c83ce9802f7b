// A local HTTP server speaking the parts of Meta's WhatsApp Cloud API the shop uses
// (docs/product.md#whatsapp-updates): POST /{Version}/{Phone-Number-ID}/messages with a bearer
// token and a template message, answered as Meta answers ({ messaging_product, contacts, messages:
// [{ id: 'wamid...' }] } or a Graph error), and the status webhooks Meta sends back, signed with
// X-Hub-Signature-256 over the raw body. tests/contract/whatsapp.test.ts checks it against Meta's
// published samples (tests/contract/whatsapp): when the two disagree, the fake is wrong.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP = {
  version: 'v21.0',
  phoneNumberId: '106540352242922',
  displayPhoneNumber: '15550783881',
  businessAccountId: '102290129340398',
  accessToken: 'EAAfake-whatsapp-system-user-token-0123456789',
  appSecret: 'fake-whatsapp-app-secret',
  verifyToken: 'fake-verify-token-42',
} as const;

export type SentTemplate = {
  to: string;
  name: string;
  languageCode: string;
  parameters: string[];
  messageId: string;
};

/**
 * How the fake answers the next sends: accept; refuse the recipient for good (131026, as Meta
 * does for a number that is not on WhatsApp); be busy (a 500 Meta asks to retry); or drop the
 * connection (unreachable).
 */
export type SendBehaviour = 'accept' | 'not-on-whatsapp' | 'busy' | 'drop';

type Status = 'sent' | 'delivered' | 'read' | 'failed';

const graphError = (code: number, message: string, type = 'OAuthException', details = message) => ({
  error: {
    message: `(#${code}) ${message}`,
    type,
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(8).toString('base64url'),
  },
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Meta's checks on a template send, as its error answers name them; undefined when it is well formed. */
function badRequest(body: unknown): string | undefined {
  if (!isObject(body)) return 'The request body is not JSON';
  if (body.messaging_product !== 'whatsapp') return 'The parameter messaging_product is required.';
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return 'The parameter to is invalid.';
  if (body.type !== 'template' || !isObject(body.template)) return 'The parameter template is required.';
  const { name, language, components } = body.template;
  if (typeof name !== 'string' || !/^[a-z0-9_]+$/.test(name))
    return 'The parameter template[name] is invalid.';
  if (!isObject(language) || typeof language.code !== 'string')
    return 'The parameter template[language][code] is required.';
  for (const component of Array.isArray(components) ? components : []) {
    if (!isObject(component) || component.type !== 'body' || !Array.isArray(component.parameters))
      return 'The parameter template[components] is invalid.';
    for (const p of component.parameters)
      if (!isObject(p) || p.type !== 'text' || typeof p.text !== 'string' || /[\n\t]| {5,}/.test(p.text))
        return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
  }
  return undefined;
}

export type FakeWhatsapp = {
  url: string;
  /** The shop's WHATSAPP_* settings pointing at this fake (no templates: the test names them). */
  env: Record<string, string>;
  /** Every template send Meta would have accepted, in order. */
  sent: SentTemplate[];
  /** Every request to the messages endpoint, with its raw body and headers. */
  requests: { path: string; headers: http.IncomingHttpHeaders; body: string }[];
  behave(next: SendBehaviour): void;
  /** A status notification for a message, as Meta sends it. */
  statusBody(
    messageId: string,
    status: Status,
    options?: { timestamp?: number; recipientId?: string },
  ): string;
  /** The headers Meta signs a delivery with (another secret makes a forged one). */
  signed(body: string, secret?: string): Record<string, string>;
  /** POSTs a signed delivery to the shop's webhook over HTTP, as Meta does; answers the status code. */
  deliver(webhookUrl: string, body: string, secret?: string): Promise<number>;
  close(): Promise<void>;
};

export async function startFakeWhatsapp(): Promise<FakeWhatsapp> {
  let behaviour: SendBehaviour = 'accept';
  const sent: SentTemplate[] = [];
  const requests: FakeWhatsapp['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ path, headers: req.headers, body: raw });
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const route = path.match(/^\/(v\d+\.\d+)\/(\d+)\/messages$/);
      if (req.method !== 'POST' || !route)
        return answer(400, graphError(100, 'Unsupported post request.', 'GraphMethodException'));
      if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP.accessToken}`)
        return answer(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
      if (route[2] !== FAKE_WHATSAPP.phoneNumberId)
        return answer(400, graphError(100, 'Invalid parameter', 'OAuthException', 'Unknown phone number id'));
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const bad = badRequest(body);
      if (bad) return answer(400, graphError(100, 'Invalid parameter', 'OAuthException', bad));
      if (behaviour === 'drop') {
        req.socket.destroy();
        return;
      }
      if (behaviour === 'busy') return answer(500, graphError(131000, 'Something went wrong'));
      if (behaviour === 'not-on-whatsapp') return answer(400, graphError(131026, 'Message Undeliverable.'));
      const message = body as {
        to: string;
        template: {
          name: string;
          language: { code: string };
          components?: { parameters: { text: string }[] }[];
        };
      };
      const messageId = `wamid.${randomBytes(24).toString('base64')}`;
      sent.push({
        to: message.to,
        name: message.template.name,
        languageCode: message.template.language.code,
        parameters: (message.template.components ?? []).flatMap((c) => c.parameters.map((p) => p.text)),
        messageId,
      });
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: messageId }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const signed = (body: string, secret: string = FAKE_WHATSAPP.appSecret) => ({
    'content-type': 'application/json',
    'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
  });
  return {
    url,
    env: {
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
      WHATSAPP_GRAPH_URL: `${url}/${FAKE_WHATSAPP.version}`,
    },
    sent,
    requests,
    behave(next) {
      behaviour = next;
    },
    statusBody(messageId, status, options = {}) {
      const recipientId =
        options.recipientId ?? sent.find((s) => s.messageId === messageId)?.to ?? '16505551234';
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      const entry: Record<string, unknown> = { id: messageId, status, timestamp, recipient_id: recipientId };
      if (status === 'failed')
        entry.errors = [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: { details: 'Message Undeliverable.' },
            href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
          },
        ];
      else entry.pricing = { billable: true, pricing_model: 'PMP', category: 'utility' };
      return JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: FAKE_WHATSAPP.businessAccountId,
            changes: [
              {
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: FAKE_WHATSAPP.displayPhoneNumber,
                    phone_number_id: FAKE_WHATSAPP.phoneNumberId,
                  },
                  statuses: [entry],
                },
                field: 'messages',
              },
            ],
          },
        ],
      });
    },
    signed,
    async deliver(webhookUrl, body, secret) {
      const res = await fetch(webhookUrl, { method: 'POST', headers: signed(body, secret), body });
      await res.arrayBuffer();
      return res.status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
