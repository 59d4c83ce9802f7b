import { DrizzleQueryError } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskText, maskUrl, serializeError } from './logger.ts';

describe('log masking (docs/product.md#other-figures: email keeps 2 characters, phone the last 4)', () => {
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

  it('finds the same email addresses as the plain pattern it replaced, in any text', () => {
    // The earlier regex, correct but quadratic on long runs: the reference for short texts.
    const reference = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
    const text = fc.string({ unit: fc.constantFrom(...'ab1.@-_%+ Zé:/'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(text, (value) => {
        expect(maskText(value)).toBe(value.replace(reference, maskEmail));
      }),
      { numRuns: 3000 },
    );
    expect(maskText('a@b.com1x@d.org and x@y.c.org.')).toBe('a***@b.com1x***@d.org and x***@y.c.org.');
  });

  it('takes time in proportion to the text: a long run without an @ cannot stall a request', () => {
    const textsOf = (size: number) => [
      'a'.repeat(size),
      `x@${'a.'.repeat(size / 2)}`,
      `/api/menu?q=${'%2B'.repeat(size / 3)}`,
    ];
    const maskAll = (texts: string[]) => {
      for (const text of texts) maskText(text);
      maskUrl(texts[2] as string);
    };
    // Time per masking, over calls repeated for at least 10 ms, the best of three such rounds: on
    // a shared machine a round can be slowed by other work, never sped up. An absolute bound was
    // at the mercy of that load; the growth of the time with the text is not.
    const cost = (size: number) => {
      const texts = textsOf(size);
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 3; round++) {
        let calls = 0;
        const started = performance.now();
        do {
          maskAll(texts);
          calls++;
        } while (performance.now() - started < 10);
        best = Math.min(best, (performance.now() - started) / calls);
      }
      return best;
    };
    cost(4 * 1024); // warm up
    // Sixteen times the text: linear, about sixteen times the time; quadratic (the old pattern,
    // several seconds at 64 KB), 256 times. The bound sits far from both, so a busy machine (two
    // helpers' test runs at once measured a 4x-text growth of 8.3 on linear code) cannot flip it.
    const growth = cost(64 * 1024) / cost(4 * 1024);
    expect(growth).toBeLessThan(64);
  }, 60_000);
});
