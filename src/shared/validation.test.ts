import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  check,
  emailSchema,
  formatPhoneNumber,
  fullNameSchema,
  passwordSchema,
  phoneCountryProblem,
  phoneSchema,
  sanitizeEmail,
  sanitizeName,
  sanitizePhone,
  sanitizeText,
} from './validation.ts';

describe('phone formatting (docs/product.md#customer-sign-in)', () => {
  it('adds +91 to 10 digits, + to longer numbers and + otherwise', () => {
    expect(formatPhoneNumber('98220 12345')).toBe('+919822012345');
    expect(formatPhoneNumber('+91 98220-12345')).toBe('+919822012345');
    expect(formatPhoneNumber('447911123456')).toBe('+447911123456');
    expect(formatPhoneNumber('12345')).toBe('+12345');
  });

  it('reads the prefixes people dial: 00 as +, a trunk 0 before a mobile dropped', () => {
    expect(formatPhoneNumber('0091 98220 12345')).toBe('+919822012345');
    expect(formatPhoneNumber('00447911123456')).toBe('+447911123456');
    // Ten digits after 00 are a country code and a number, never an Indian mobile.
    expect(formatPhoneNumber('0065 9123 4567')).toBe('+6591234567');
    expect(formatPhoneNumber('098220 12345')).toBe('+919822012345');
    expect(phoneSchema.parse('09822012345')).toBe('+919822012345');
    expect(check.phone(formatPhoneNumber('0091-98220-12345'))).toBeUndefined();
    // A 0 that is not a trunk prefix before ten digits stays, and the number stays invalid.
    expect(phoneSchema.safeParse('012345').success).toBe(false);
  });

  it('validates the formatted number: optional +, first digit 1-9, up to 15 digits', () => {
    expect(phoneSchema.parse(' 9822012345 ')).toBe('+919822012345');
    expect(phoneSchema.safeParse('6123456789').success).toBe(true); // 10 digits get +91
    expect(phoneSchema.safeParse('012345').success).toBe(false);
    expect(phoneSchema.safeParse('1234567890123456').success).toBe(false);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('Phone is required');
    expect(check.phone('abc')).toBe('Phone must be a valid phone number');
  });

  it('takes +91 numbers only as Indian mobiles: 10 digits starting 6-9', () => {
    const message = 'Please enter a valid Indian mobile number';
    // 10 digits get +91, so a number that is not a mobile fails as an Indian one.
    expect(phoneSchema.safeParse('0123456789').error?.issues[0]?.message).toBe(message);
    expect(phoneSchema.safeParse('+915123456789').error?.issues[0]?.message).toBe(message);
    expect(phoneSchema.safeParse('+91987654321').error?.issues[0]?.message).toBe(message);
    expect(phoneSchema.safeParse('+9198765432109').error?.issues[0]?.message).toBe(message);
    expect(phoneSchema.parse('+91 98765 43210')).toBe('+919876543210');
    expect(phoneSchema.parse('7020012345')).toBe('+917020012345');
    expect(check.phone(formatPhoneNumber('51234 56789'))).toBe(message);
    expect(check.phone(formatPhoneNumber('98765 43210'))).toBeUndefined();
    // Other countries pass the shared rule; the server's country list decides.
    expect(phoneSchema.parse('+447700900123')).toBe('+447700900123');
  });

  it('names the countries a number must come from', () => {
    expect(phoneCountryProblem('+919876543210', ['+91'])).toBeUndefined();
    expect(phoneCountryProblem('+12345', ['+91'])).toBe('Please enter a valid Indian mobile number');
    expect(phoneCountryProblem('+447700900123', ['+91'])).toBe('Please enter a valid Indian mobile number');
    expect(phoneCountryProblem('+447700900123', ['+91', '+44'])).toBeUndefined();
    expect(phoneCountryProblem('+12025550123', ['+91', '+44'])).toBe(
      'Please enter a mobile number starting with +91 or +44',
    );
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

  it('counts letters of any script, Devanagari with its vowel signs included', () => {
    expect(fullNameSchema.parse('प्रिया देशमुख')).toBe('प्रिया देशमुख');
    expect(fullNameSchema.parse('सुनील')).toBe('सुनील');
    expect(check.name('Aarav पाटील')).toBeUndefined();
    // Digits of any script are still not letters, nor is punctuation.
    expect(fullNameSchema.safeParse('राम१').success).toBe(false);
    expect(fullNameSchema.safeParse('Priya!').success).toBe(false);
    // A conjunct written with a zero-width joiner is part of a name.
    expect(fullNameSchema.safeParse('आर\u094D\u200Dया').success).toBe(true);
  });

  it('refuses names that show as blank or as marks without letters', () => {
    for (const blank of [
      '\u3164\u3164',
      '\uFFA0\uFFA0',
      '\u0301\u0301',
      `A${'\u0336'.repeat(49)}`,
      '\u200D\u200D',
    ])
      expect(fullNameSchema.safeParse(blank).success, JSON.stringify(blank)).toBe(false);
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
