import { describe, expect, it } from 'vitest';
import { configProblems } from '#tests/helpers/config-problems.ts';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('runs a complete local shop with no settings at all', () => {
    const env = loadEnv({});
    expect(env.port).toBe(3000);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.databaseUrl).toBeUndefined();
    expect(env.sms.provider).toBe('console');
    expect(env.seedDemoData).toBe(true);
    expect(env.uploadsDir.endsWith('/data/uploads')).toBe(true);
  });

  it('names every bad setting in one error', () => {
    const found = configProblems({ PORT: 'abc', DATABASE_URL: 'mysql://db', PUBLIC_URL: 'not a url' });
    expect(found.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(found.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(found.some((p) => p.startsWith('PUBLIC_URL:'))).toBe(true);
  });

  it('rejects a port out of range', () => {
    expect(configProblems({ PORT: '70000' })[0]).toMatch(/^PORT:/);
  });

  it('requires https, a secret and a real SMS provider in production', () => {
    const found = configProblems({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.com' });
    expect(found).toContain('PUBLIC_URL: must be an https:// URL in production');
    expect(found.some((p) => p.startsWith('AUTH_SECRET:'))).toBe(true);
    expect(found.some((p) => p.startsWith('SMS_PROVIDER:'))).toBe(true);
    expect(configProblems({ NODE_ENV: 'production' })).toContain('PUBLIC_URL: required in production');
  });

  it('accepts a complete production configuration and never seeds demo accounts there', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://chai.example.com/',
      AUTH_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'tpl',
      SEED_DEMO_DATA: 'true',
      ADMIN_EMAIL: ' Owner@Example.com ',
      ADMIN_PASSWORD: 'Str0ng@Pass',
    });
    expect(env.publicUrl).toBe('https://chai.example.com');
    expect(env.seedDemoData).toBe(false);
    expect(env.firstAdmin?.email).toBe('owner@example.com');
  });

  it('requires the gateway settings with the msg91 provider', () => {
    const found = configProblems({ SMS_PROVIDER: 'msg91' });
    expect(found).toContain('MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91');
    expect(found).toContain('MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91');
  });

  it('reads a DLT template id per kind and language; the console provider fills the gaps', () => {
    const env = loadEnv({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 'otp',
      SMS_TEMPLATE_ORDER_ACCEPTED: 'tpl-en',
      SMS_TEMPLATE_ORDER_ACCEPTED_MR: ' tpl-mr ',
      SMS_TEMPLATE_ORDER_ACCEPTED_HI: '',
    });
    expect(env.smsTemplates).toEqual({
      en: { order_accepted: 'tpl-en' },
      hi: {},
      mr: { order_accepted: 'tpl-mr' },
    });
    const dev = loadEnv({ SMS_TEMPLATE_ORDER_DELIVERED_HI: 'tpl-hi' }).smsTemplates;
    expect(dev.mr.order_accepted).toBe('dev-order_accepted-mr');
    expect(dev.hi.order_delivered).toBe('tpl-hi');
    expect(dev.en.order_accepted).toBe('dev-order_accepted');
  });

  it('parses the trusted proxy setting', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(configProblems({ TRUST_PROXY: 'everyone' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('reads the scale-out settings: Redis, its key prefix and the metrics token', () => {
    const env = loadEnv({ REDIS_URL: 'rediss://cache.internal:6380', METRICS_TOKEN: 'a'.repeat(16) });
    expect(env.redisUrl).toBe('rediss://cache.internal:6380');
    expect(env.redisKeyPrefix).toBe('chai:');
    expect(env.metricsToken).toBe('a'.repeat(16));
    expect(loadEnv({}).metricsToken).toBeUndefined();
    expect(loadEnv({ REDIS_KEY_PREFIX: 'shop2:' }).redisKeyPrefix).toBe('shop2:');
    const found = configProblems({ REDIS_URL: 'http://cache', METRICS_TOKEN: 'short' });
    expect(found).toContain('REDIS_URL: must start with redis:// or rediss://');
    expect(found).toContain('METRICS_TOKEN: must be at least 16 characters');
  });

  it('treats empty strings as unset and lower-cases admin mailboxes', () => {
    const env = loadEnv({ PORT: '', ADMIN_EMAILS: 'Owner@Shop.in, ops@shop.in' });
    expect(env.port).toBe(3000);
    expect(env.adminEmails).toEqual(['owner@shop.in', 'ops@shop.in']);
  });

  it('reads the per-address code limit and the countries codes may go to', () => {
    const env = loadEnv({});
    expect(env.otpSendsPerIpPer5Min).toBe(30);
    expect(env.smsAllowedCountries).toEqual(['+91']);
    const custom = loadEnv({ OTP_SENDS_PER_IP_PER_5_MIN: '120', SMS_ALLOWED_COUNTRIES: '+91, 977' });
    expect(custom.otpSendsPerIpPer5Min).toBe(120);
    expect(custom.smsAllowedCountries).toEqual(['+91', '+977']);
    expect(configProblems({ SMS_ALLOWED_COUNTRIES: 'India' })).toContain(
      'SMS_ALLOWED_COUNTRIES: use country codes separated by commas, e.g. +91 or +91,+977',
    );
    expect(configProblems({ OTP_SENDS_PER_IP_PER_5_MIN: '0' })[0]).toMatch(/^OTP_SENDS_PER_IP_PER_5_MIN: /);
  });

  it('reads the general API limit, 100 a minute (docs/product.md#rate-limits) unless set', () => {
    expect(loadEnv({}).apiRequestsPerMinute).toBe(100);
    expect(loadEnv({ API_REQUESTS_PER_MINUTE: '300' }).apiRequestsPerMinute).toBe(300);
    expect(configProblems({ API_REQUESTS_PER_MINUTE: '5' })[0]).toMatch(/^API_REQUESTS_PER_MINUTE: /);
  });
});
