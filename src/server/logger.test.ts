import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskText, maskUrl, serializeError } from './logger';

describe('log masking (spec section 9: email keeps 2 characters, phone keeps the last 4)', () => {
  it('keeps the last 4 digits of a phone number', () => {
    expect(maskPhone('+919890011111')).toBe('+********1111');
    expect(maskPhone('9890011111')).toBe('******1111');
    expect(maskPhone('123')).toBe('123');
  });

  it('keeps the first 2 characters of an email address', () => {
    expect(maskEmail('manager@example.com')).toBe('ma***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('masks numbers and addresses inside text, and leaves ids, order numbers and codes alone', () => {
    expect(maskText('SMS to +919890011111: code 482913')).toBe('SMS to +********1111: code 482913');
    expect(maskText('ask 98900 11111 or admin@example.com')).toBe('ask ***** *1111 or ad***@example.com');
    const id = '12345678-1234-4234-8234-123456789012';
    expect(maskText(`order ${id} KCH123456 at 1716812345678`)).toBe(`order ${id} KCH123456 at *********5678`);
  });

  it('masks query values and paths of logged URLs', () => {
    expect(maskUrl('/api/dev/sms-outbox?phone=%2B919890011111')).toBe(
      '/api/dev/sms-outbox?phone=%2B********1111',
    );
    expect(maskUrl('/api/admin/users?search=owner%40shop.in&page=2')).toBe(
      '/api/admin/users?search=ow***%40shop.in&page=2',
    );
    expect(maskUrl('/api/orders/12345678-1234-4234-8234-123456789012')).toBe(
      '/api/orders/12345678-1234-4234-8234-123456789012',
    );
  });

  it("keeps a failed query's statement but none of its values", () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const error = new DrizzleQueryError(
      'select "id" from "sessions" where "token" = $1 and "note" = $2',
      ['s3cr3t-session-token', 'Flat 4,\nnear the +919890011111 temple'],
      cause,
    );
    const logged = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain('s3cr3t-session-token');
    expect(text).not.toContain('temple');
    expect(logged.message).toBe(
      'Failed query: select "id" from "sessions" where "token" = $1 and "note" = $2\nparams: [2 values, not logged]',
    );
    expect(logged.stack).toContain('params: [2 values, not logged]');
    expect(logged.cause).toMatchObject({
      message: 'canceling statement due to statement timeout',
      code: '57014',
    });
  });
});
