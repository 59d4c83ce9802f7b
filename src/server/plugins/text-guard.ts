// Text the database cannot store is refused at the door with a 400. PostgreSQL (and PGlite)
// rejects NUL characters in text and lone UTF-16 surrogates (half an emoji) in JSON, so such
// input used to pass validation and fail deep inside a write with a 500: one fuzzed order was
// cancelled and then answered 500 because its audit entry could not be written, and a NUL in an
// admin search failed the query (tests/reliability/fuzz.reliability.ts found both).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../http/app-error';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL characters is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MESSAGE = 'Some text contains characters that cannot be saved. Please type it again.';
const FIELD_MESSAGE = 'Contains a character that cannot be saved';
// Bodies are at most 1 MB; past this depth nothing legitimate nests, and validation refuses it.
const MAX_DEPTH = 64;

/** The path of the first string (or key) that cannot be stored, or undefined. */
function findUnstorable(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return path || '_';
    const found = findUnstorable(child, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // After the access checks (onRequest) and body parsing, before schema validation.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorable(part, '', 0);
      if (field !== undefined) throw invalid(MESSAGE, { [field]: FIELD_MESSAGE });
    }
  });
});
