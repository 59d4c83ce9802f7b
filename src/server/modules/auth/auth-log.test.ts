import { describe, expect, it } from 'vitest';
import { authLogger } from './auth-log.ts';

describe("better-auth's log lines", () => {
  const written: { level: string; details: object; message: string }[] = [];
  const log = {
    warn: (details: object, message: string) => written.push({ level: 'warn', details, message }),
    error: (details: object, message: string) => written.push({ level: 'error', details, message }),
  };
  const logger = authLogger(log);

  it('go to the server log at their level, errors under err, other details masked', () => {
    written.length = 0;
    const failure = new Error('gateway down');
    logger.log?.('warn', 'Invalid password');
    logger.log?.('error', 'Failed to run background task:', failure);
    logger.log?.('warn', 'Unknown account', { email: 'owner@shop.in', phone: '+919890011111' });
    logger.log?.('info', 'not a warning');
    logger.log?.('debug', 'chatter');
    expect(written).toEqual([
      { level: 'warn', details: { source: 'better-auth' }, message: 'Invalid password' },
      {
        level: 'error',
        details: { source: 'better-auth', err: failure },
        message: 'Failed to run background task:',
      },
      {
        level: 'warn',
        details: { source: 'better-auth', details: '[{"email":"ow***@shop.in","phone":"+********1111"}]' },
        message: 'Unknown account',
      },
    ]);
    expect(logger.level).toBe('warn');
  });
});
