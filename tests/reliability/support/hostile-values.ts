// What an attacker (or a very unlucky phone keyboard) types: SQL, markup, template and path
// tricks, prototype keys, huge strings and unicode oddities. Markup payloads carry the marker
// XSS_MARKER so a page can be searched for them afterwards.
export const XSS_MARKER = 'fz-xss';

export const MARKUP_PAYLOADS = [
  `<script>alert("${XSS_MARKER}")</script>`,
  `<img src=x onerror=alert("${XSS_MARKER}")>`,
  `"><svg onload=alert("${XSS_MARKER}")>`,
  `</script><script>alert("${XSS_MARKER}")</script>`,
  `'><iframe src="javascript:alert('${XSS_MARKER}')">`,
  `</title></style></textarea><b id="${XSS_MARKER}">`,
  `<a href="javascript:alert('${XSS_MARKER}')">${XSS_MARKER}</a>`,
  `<!--${XSS_MARKER}--><script>/*`,
] as const;

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10); --',
  '" OR ""="',
  "admin'--",
  "%' UNION SELECT email, password FROM account --",
  "\\'; COPY (SELECT '') TO PROGRAM 'id'; --",
  '%',
  '_',
  '\\',
  '$$; DROP TABLE orders; $$',
];

const TEMPLATES_AND_PATHS = [
  "{{constructor.constructor('return process')().exit()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose.
  '${process.exit()}',
  '#{7*7}',
  '%s%s%s%s%n',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '/uploads/menu-items/../../../server.mjs',
  'C:\\Windows\\win.ini',
  'a\r\nSet-Cookie: injected=1',
  'https://evil.example/x.png',
  'data:text/html,<script>alert(1)</script>',
];

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const UNICODE = [
  '\u202Egnp.exe\u202C', // right-to-left override
  'zero\u200Bwidth\u200Cjoin\u200Dbom\uFEFF',
  '\uD800', // lone high surrogate
  'tail\uDC00', // lone low surrogate
  'nul\u0000byte',
  '\u0000',
  'line\u2028para\u2029',
  'Z\u0351\u0352\u0353a\u0300\u0301\u0302l\u0303g\u0304o\u0305',
  'ａｄｍｉｎ', // full width
  '𝕒𝕕𝕞𝕚𝕟',
  'İstanbul ß ﬀ ǅ', // case mappings that change length
  '🍵☕🧋 चाय',
  '\u0007\u0008\u001b[31mred',
  ' ',
  '',
];

const HUGE = [
  'A'.repeat(10_240),
  '<script>'.repeat(1_400),
  '🍵'.repeat(5_200),
  'ह'.repeat(12_000),
  `${'9'.repeat(400)}`,
];

const NUMBERISH = ['1e309', 'NaN', 'Infinity', '-0', '0x10', '1_000', ' 42 ', '4.2e1', '-1'];

export const HOSTILE_STRINGS: readonly string[] = [
  ...MARKUP_PAYLOADS,
  ...SQL,
  ...TEMPLATES_AND_PATHS,
  ...PROTOTYPE_KEYS,
  ...UNICODE,
  ...HUGE,
  ...NUMBERISH,
];

/** Path segments that are hostile as bytes, sent without further encoding. */
export const RAW_PATH_SEGMENTS = [
  '%',
  '%zz',
  '..',
  '.',
  '%2e%2e',
  '%00',
  'a%2Fb',
  '%F0%9F',
  '%C0%AF',
  'x'.repeat(300),
];
