// Structured logs (pino through Fastify): one JSON object per line, each line of a request carrying
// its request id (reqId, also sent back as x-request-id). Nothing secret leaves in a log line:
// cookies, authorization headers and passwords are removed; phone numbers keep their last 4 digits
// and email addresses their first 2 characters (docs/product.md#other-figures), wherever they appear: in
// fields, in messages and in logged URLs.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** '+919890011111' -> '*********1111': every digit but the last 4 hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '*'));
}

/** 'manager@example.com' -> 'ma***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

// 10 to 15 digits (optionally +, optionally single spaces), not part of a longer word or an id
// such as a UUID segment or an order number.
const PHONE_IN_TEXT = /(?<![\w-])\+?\d(?: ?\d){9,14}(?![\w-])/g;

// Email addresses are found by hand, from each '@' outwards, rather than with a regex: the pattern
// /[A-Za-z0-9._%+-]+@.../g retried its name part from every character of a long run without an
// '@', quadratic in the run, and every request URL passes through here (one 16 KB address held
// the server for most of a second). This finds exactly what that pattern found, each character
// being looked at at most twice.
// Each test looks at one character, so it cannot backtrack.
const NAME_CHAR = /[A-Za-z0-9._%+-]/;
const LABEL_CHAR = /[A-Za-z0-9-]/;
const LETTER = /[A-Za-z]/;
const isNameChar = (text: string, i: number) => NAME_CHAR.test(text.charAt(i));
const isLabelChar = (text: string, i: number) => i < text.length && LABEL_CHAR.test(text.charAt(i));
const isLetter = (text: string, i: number) => i < text.length && LETTER.test(text.charAt(i));

/**
 * Where the domain after an '@' at `at` ends, or -1: labels joined by dots, the last one reached
 * being a top-level name of 2+ letters (cut after its letters, so 'example.com1' gives
 * 'example.com'). The furthest such end wins, as the greedy pattern's did.
 */
function domainEnd(text: string, at: number): number {
  let i = at + 1;
  while (isLabelChar(text, i)) i++;
  if (i === at + 1) return -1;
  let end = -1;
  // Each following label: a non-empty run after a dot; an empty one ends the domain.
  while (text.charAt(i) === '.') {
    const start = i + 1;
    let letters = start;
    while (isLetter(text, letters)) letters++;
    let j = letters;
    while (isLabelChar(text, j)) j++;
    if (j === start) break;
    if (letters - start >= 2) end = letters;
    i = j;
  }
  return end;
}

/** Masks every email address in the text, each as maskEmail does. */
function maskEmailsIn(text: string): string {
  let out = '';
  let done = 0; // text before this is copied or masked already
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > done && isNameChar(text, start - 1)) start--;
    if (start === at) continue;
    const end = domainEnd(text, at);
    if (end < 0) continue;
    out += text.slice(done, start) + maskEmail(text.slice(start, end));
    done = end;
    at = end - 1;
  }
  return done === 0 ? text : out + text.slice(done);
}

/** Masks every phone number and email address inside free text. */
export function maskText(text: string): string {
  return maskEmailsIn(text).replace(PHONE_IN_TEXT, maskPhone);
}

/** A request URL as logged: path and query values masked (searches by phone, the dev outbox). */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return maskText(url);
  const params = new URLSearchParams(url.slice(q + 1));
  const masked = new URLSearchParams();
  for (const [key, value] of params) masked.append(key, maskText(value));
  return `${maskText(url.slice(0, q))}?${masked.toString()}`;
}

/**
 * A failed query's error (drizzle's DrizzleQueryError) quotes the statement's parameters in its
 * message, and so in its stack: session tokens, names, addresses. The statement is kept, the
 * values are not.
 */
function withoutQueryParams(error: Error, text: string): string {
  const params = (error as { params?: unknown }).params;
  const at = error.message.indexOf('\nparams: ');
  if (!Array.isArray(params) || !error.message.startsWith('Failed query: ') || at < 0) return text;
  const kept = `${error.message.slice(0, at)}\nparams: [${params.length} values, not logged]`;
  return text.split(error.message).join(kept);
}

/**
 * Errors as logged: type, message, stack, cause chain and plain own fields, with every string
 * masked (a gateway's message may quote the number it could not reach).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? maskText(error) : error;
  const clean = (text: string) => maskText(withoutQueryParams(error, text));
  const out: Record<string, unknown> = { type: error.name, message: clean(error.message) };
  if (error.stack) out.stack = clean(error.stack);
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') out[key] = maskText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'secret', 'otp'];
const PHONE_FIELDS = ['phone', 'phoneNumber'];
const EMAIL_FIELDS = ['email'];
const anywhere = (fields: string[]) => fields.flatMap((f) => [f, `*.${f}`]);

function censor(value: unknown, path: string[]): unknown {
  const field = path[path.length - 1] ?? '';
  if (typeof value === 'string' && PHONE_FIELDS.includes(field)) return maskPhone(value);
  if (typeof value === 'string' && EMAIL_FIELDS.includes(field)) return maskEmail(value);
  return '[redacted]';
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The server's logger settings; tests pass a stream to read what would be written. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...anywhere(SECRET_FIELDS),
        ...anywhere(PHONE_FIELDS),
        ...anywhere(EMAIL_FIELDS),
      ],
      censor,
    },
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // Free-text messages too: a phone number or email in a message string is masked.
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
  } as LoggerOptions;
}
