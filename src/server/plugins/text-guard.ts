// Text the database cannot store is refused at the door with a 400. PostgreSQL (and PGlite)
// rejects NUL characters in text and lone UTF-16 surrogates (half an emoji) in JSON, so such
// input used to pass validation and fail deep inside a write with a 500: one fuzzed order was
// cancelled and then answered 500 because its audit entry could not be written, and a NUL in an
// admin search failed the query (tests/reliability/fuzz.reliability.ts found both).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../http/app-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL characters is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MESSAGE = 'Some text contains characters that cannot be saved. Please type it again.';
const FIELD_MESSAGE = 'Contains a character that cannot be saved';
// Bodies are at most 1 MB; past this depth nothing legitimate nests, and validation refuses it.
const MAX_DEPTH = 64;

/**
 * The path (as keys, innermost first) of the first string or key that cannot be stored, or
 * undefined. The path is only built for a refusal: this runs on every request with a body.
 */
function findUnstorable(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [] : undefined;
  // Raw bytes (the payment webhook's body, kept for its signature) are not stored as text.
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value))
    return undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (UNSTORABLE.test(key)) return [];
    const found = findUnstorable((value as Record<string, unknown>)[key], depth + 1);
    if (found !== undefined) {
      found.push(key);
      return found;
    }
  }
  return undefined;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // After the access checks (onRequest) and body parsing, before schema validation.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorable(part, 0);
      if (path !== undefined) {
        const field = path.reverse().join('.') || '_';
        return done(invalid(MESSAGE, { [field]: FIELD_MESSAGE }));
      }
    }
    done();
  });
});
