// What a failed query means, for PostgreSQL (node-postgres) and PGlite alike: both report the
// server's SQLSTATE as `code` (and the rule's name as `constraint`), possibly wrapped by drizzle
// in an error whose `cause` holds the original.

type PostgresError = { code?: unknown; constraint?: unknown; message?: unknown };

/** The error and the errors it wraps, outermost first (drizzle wraps at most a few levels). */
function* errorChain(error: unknown): Generator<PostgresError> {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    yield e as PostgresError;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

function violates(error: unknown, sqlState: string, constraint: string): boolean {
  for (const { code, constraint: name, message } of errorChain(error)) {
    if (code !== sqlState) continue;
    if (name === constraint || (typeof message === 'string' && message.includes(constraint))) return true;
  }
  return false;
}

/** A unique index or key refused the write; the constraint name tells which rule was hit. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return violates(error, UNIQUE_VIOLATION, constraint);
}

/** PostgreSQL chose this statement to break a deadlock: nothing of it was written; it may be run again. */
export function isDeadlock(error: unknown): boolean {
  for (const { code } of errorChain(error)) if (code === '40P01') return true;
  return false;
}

/** A CHECK constraint refused the write. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return violates(error, CHECK_VIOLATION, constraint);
}

// Connection failures (server down or restarting) mean "try again shortly", not a bug.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown: the server is stopping (fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: DATABASE_STATEMENT_TIMEOUT_MS ran out (an overloaded or stuck server)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres reports a lost connection in words only. 'not queryable' is what a transaction's
// rollback meets on a connection that died under it (drizzle then throws that, not the cause).
// 'Query read timeout' is the client giving up on a server that stopped answering.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|not queryable|timeout exceeded when trying to connect|Query read timeout/;

/** The database cannot be reached or is not answering right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
