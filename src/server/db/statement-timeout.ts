/**
 * Default for DATABASE_STATEMENT_TIMEOUT_MS: how long PostgreSQL may spend on one statement of a
 * request before it cancels it. The longest statements the shop runs (an analytics page, a
 * checkout under load) take well under a second; this leaves room for a busy server.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
