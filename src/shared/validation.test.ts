import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  check,
  emailSchema,
  formatPhoneNumber,
  fullNameSchema,
  passwordSchema,
  phoneSchema,
  sanitizeEmail,
  sanitizeName,
  sanitizePhone,
  sanitizeText,
} from './validation';

describe('phone formatting (spec section 5)', () => {
  it('adds +91 to 10 digits, + to longer numbers and + otherwise', () => {
    expect(formatPhoneNumber('98220 12345')).toBe('+919822012345');
    expect(formatPhoneNumber('+91 98220-12345')).toBe('+919822012345');
    expect(formatPhoneNumber('447911123456')).toBe('+447911123456');
    expect(formatPhoneNumber('12345')).toBe('+12345');
  });

  it('validates the formatted number: optional +, first digit 1-9, up to 15 digits', () => {
    expect(phoneSchema.parse(' 9822012345 ')).toBe('+919822012345');
    expect(phoneSchema.safeParse('0123456789').success).toBe(true); // 10 digits get +91
    expect(phoneSchema.safeParse('0012345').success).toBe(false);
    expect(phoneSchema.safeParse('1234567890123456').success).toBe(false);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('Phone is required');
    expect(check.phone('abc')).toBe('Phone must be a valid phone number');
  });
});

describe('generic validator', () => {
  it('requires a value', () => {
    expect(check.required('  ', 'Name')).toBe('Name is required');
    expect(check.required('x', 'Name')).toBeUndefined();
  });

  it('checks and normalises email', () => {
    expect(emailSchema.parse('  Admin@Example.COM ')).toBe('admin@example.com');
    expect(emailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe(
      'Email must be a valid email address',
    );
  });

  it('checks password strength', () => {
    expect(passwordSchema.safeParse('Demo@1234').success).toBe(true);
    for (const weak of ['demo@1234', 'DEMO@1234', 'Demo@abcd', 'Demo1234', 'De@1']) {
      expect(passwordSchema.safeParse(weak).success, weak).toBe(false);
    }
  });

  it('checks names: 2-50 letters and spaces, whitespace collapsed', () => {
    expect(fullNameSchema.parse('  Priya   Deshmukh ')).toBe('Priya Deshmukh');
    expect(fullNameSchema.safeParse('P').success).toBe(false);
    expect(fullNameSchema.safeParse('R2D2').success).toBe(false);
    expect(fullNameSchema.safeParse('a'.repeat(51)).success).toBe(false);
  });
});

describe('sanitisers', () => {
  it('escapes markup characters in text', () => {
    expect(sanitizeText(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;y&#x27;',
    );
    fc.assert(fc.property(fc.string(), (s) => !/[<>"']/.test(sanitizeText(s))));
  });

  it('normalises email, phone and names', () => {
    expect(sanitizeEmail(' A@B.C ')).toBe('a@b.c');
    expect(sanitizePhone('+91 (982) 201-2345')).toBe('+919822012345');
    expect(sanitizeName(' a \t b\n c ')).toBe('a b c');
  });
});
