// A real local push service, standing in for Chrome's, Firefox's or Apple's (which the tests
// cannot reach). It speaks their side of the protocol: it accepts POST /push/<id> only with a
// valid VAPID Authorization (RFC 8292: an ES256 JWT for its own origin, not expired, signed by the
// key it names), a TTL and an aes128gcm body, and DECRYPTS that body with the subscription's
// private key and auth secret (RFC 8291 over RFC 8188), as the browser behind it would. So a test
// reads exactly what a service worker would be handed. It makes subscriptions the way a browser
// does (a P-256 key pair and a 16-byte secret) and can be told to answer 404, 410, 429 or 500.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What PushSubscription.toJSON() gives a page: the body of the subscribe routes. */
export type BrowserSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The application server key the VAPID header names (k=). */
  vapidKey: string;
  /** The JWT's subject (a mailto: or https: contact). */
  subject: string;
};

export type FakePushService = {
  origin: string;
  /** A new browser subscription, as a page gets it from pushManager.subscribe(). */
  subscribe(): BrowserSubscription;
  /** Messages delivered to the subscription with this endpoint, oldest first. */
  received(endpoint: string): ReceivedPush[];
  /** From now on the service answers this status for the endpoint (and delivers nothing). */
  answer(endpoint: string, status: 404 | 410 | 429 | 500 | 201): void;
  /** Requests refused for breaking the protocol, with the reason: a test expects none. */
  refusals: { endpoint: string; status: number; reason: string }[];
  close(): Promise<void>;
};

type Subscriber = { ecdh: ECDH; publicKey: Buffer; auth: Buffer; received: ReceivedPush[]; status: number };

const b64url = (value: Buffer) => value.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; answers the key and the subject once the JWT checks out. */
function checkVapid(header: string | undefined, origin: string): { vapidKey: string; subject: string } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Refusal(401, `no VAPID authorization: ${header ?? '(none)'}`);
  const [, jwt, vapidKey] = match as unknown as [string, string, string];
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new Refusal(401, 'the VAPID token is not a JWT');
  const [head, body, signature] = parts as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header64.alg !== 'ES256') throw new Refusal(401, `VAPID alg ${header64.alg}, not ES256`);
  const raw = Buffer.from(vapidKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Refusal(401, 'k= is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'the VAPID signature does not match k=');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.aud !== origin) throw new Refusal(403, `VAPID aud ${claims.aud}, not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refusal(403, 'the VAPID token expired');
  if (claims.exp > now + 24 * 60 * 60) throw new Refusal(403, 'the VAPID token lives longer than 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    throw new Refusal(403, `VAPID sub ${claims.sub} is not a mailto: or https: contact`);
  return { vapidKey, subject: claims.sub };
}

/** RFC 8291 key derivation and RFC 8188 decryption of a single-record aes128gcm body. */
function decrypt(subscriber: Subscriber, body: Buffer): Buffer {
  if (body.length < 21) throw new Refusal(400, 'the body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] as number;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Refusal(400, 'the key id is not the sender’s P-256 public key');
  if (records.length > recordSize) throw new Refusal(400, 'more than one record');
  let ecdhSecret: Buffer;
  try {
    ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'the sender key is not on the curve');
  }
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.publicKey,
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(subscriber.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'the body does not decrypt with this subscription’s keys');
  }
  // The last record ends with the delimiter 2 and optional zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Refusal(400, 'the last record has no final delimiter');
  return plain.subarray(0, end);
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const refusals: FakePushService['refusals'] = [];
  let origin = '';

  async function handle(req: http.IncomingMessage): Promise<number> {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const subscriber = id ? subscribers.get(id) : undefined;
    if (req.method !== 'POST' || !subscriber) return 404;
    if (subscriber.status !== 201) return subscriber.status;
    const auth = checkVapid(req.headers.authorization, origin);
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      throw new Refusal(400, `TTL header missing or not a number: ${req.headers.ttl}`);
    if (req.headers['content-encoding'] !== 'aes128gcm')
      throw new Refusal(415, `content-encoding ${req.headers['content-encoding']}, not aes128gcm`);
    const topic = req.headers.topic as string | undefined;
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
      throw new Refusal(400, `topic ${topic} is not 1-32 URL-safe characters`);
    const body = Buffer.concat(chunks);
    if (body.length > 4096) throw new Refusal(413, 'the payload is over 4096 bytes');
    const plain = decrypt(subscriber, body);
    subscriber.received.push({
      payload: JSON.parse(plain.toString('utf8')),
      ttl,
      topic,
      urgency: req.headers.urgency as string | undefined,
      ...auth,
    });
    return 201;
  }

  const server = http.createServer((req, res) => {
    handle(req).then(
      (status) => res.writeHead(status).end(),
      (error: unknown) => {
        const status = error instanceof Refusal ? error.status : 500;
        refusals.push({ endpoint: `${origin}${req.url}`, status, reason: String((error as Error).message) });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(String((error as Error).message));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idOf = (endpoint: string) => {
    const id = endpoint.startsWith(`${origin}/push/`) ? endpoint.slice(`${origin}/push/`.length) : '';
    const subscriber = subscribers.get(id);
    if (!subscriber) throw new Error(`no subscription at ${endpoint}`);
    return subscriber;
  };

  return {
    origin,
    refusals,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64url(randomBytes(18));
      subscribers.set(id, { ecdh, publicKey, auth, received: [], status: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    received: (endpoint) => idOf(endpoint).received,
    answer(endpoint, status) {
      idOf(endpoint).status = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
