// better-auth's own log lines (a wrong password, an unknown account, a failed background task)
// go through the server's logger instead of the console: JSON like every other line, with the
// request id of the request that caused them, and masked like every other line (logger.ts).
import type { BetterAuthOptions } from 'better-auth';
import { maskText } from '#server/logger.ts';

export type AuthLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What a line's extra arguments carry: an error under `err`, anything else as masked text. */
function detailsOf(args: unknown[]): object {
  const err = args.find((arg) => arg instanceof Error);
  const rest = args.filter((arg) => arg !== err);
  return {
    source: 'better-auth',
    ...(err ? { err } : {}),
    ...(rest.length > 0 ? { details: maskText(JSON.stringify(rest)) } : {}),
  };
}

export function authLogger(log: AuthLog): NonNullable<BetterAuthOptions['logger']> {
  return {
    level: 'warn',
    log(level, message, ...args) {
      if (level === 'error') log.error(detailsOf(args), message);
      else if (level === 'warn') log.warn(detailsOf(args), message);
    },
  };
}
