import { describe, expect, it } from 'vitest';
import { looksLikeInjection } from './injection.ts';

describe('looksLikeInjection', () => {
  it('flags script and SQL injection attempts', () => {
    for (const attempt of [
      '<script>alert(1)</script>@x.com',
      'javascript:alert(1)',
      'a@b.com" onmouseover="x',
      "admin@example.com' OR '1'='1",
      "' or 1=1 --",
      'x@y.com; DROP TABLE users',
      "admin'--",
      'a@b.com UNION SELECT password FROM accounts',
      "a@b.com' AND sleep(5)",
    ]) {
      expect(looksLikeInjection(attempt), attempt).toBe(true);
    }
  });

  it('lets real addresses through', () => {
    for (const email of [
      'admin@example.com',
      'o.brien@chai.in',
      'first.last+orders@mail.co.in',
      'union@select.org',
    ]) {
      expect(looksLikeInjection(email), email).toBe(false);
    }
  });
});
