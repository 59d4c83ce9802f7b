import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { configProblems } from '#tests/helpers/config-problems.ts';
import { PRODUCTION_ENV } from '#tests/helpers/production-env.ts';
import { parseTemplateLanguages } from './whatsapp-settings.ts';

const WHOLE = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAAG-a-system-user-access-token-0123',
  WHATSAPP_APP_SECRET: 'an-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'a-verify-token',
  WHATSAPP_TEMPLATE_ORDER_ACCEPTED: 'order_accepted',
};

describe('WhatsApp settings', () => {
  it('are off when none is set', () => {
    expect(loadEnv({ ...PRODUCTION_ENV }).whatsapp).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'development' }).whatsapp).toBeUndefined();
  });

  it('are on with the four credentials and a template, at the default Graph version, in English', () => {
    const { whatsapp } = loadEnv({ ...PRODUCTION_ENV, ...WHOLE });
    expect(whatsapp).toEqual({
      phoneNumberId: '106540352242922',
      accessToken: WHOLE.WHATSAPP_ACCESS_TOKEN,
      appSecret: 'an-app-secret',
      verifyToken: 'a-verify-token',
      graphUrl: 'https://graph.facebook.com/v21.0',
      timeoutMs: 10_000,
      templates: { order_accepted: 'order_accepted' },
      languageCodes: { en: 'en', hi: 'en', mr: 'en' },
    });
  });

  it('refuse to start production with half a configuration, naming what is missing', () => {
    const { WHATSAPP_APP_SECRET: _, ...noSecret } = WHOLE;
    expect(configProblems({ ...PRODUCTION_ENV, ...noSecret })).toEqual([
      'WHATSAPP_APP_SECRET: required with the other WHATSAPP_* settings (set them all, or none to turn WhatsApp updates off)',
    ]);
    const { WHATSAPP_TEMPLATE_ORDER_ACCEPTED: __, ...noTemplate } = WHOLE;
    expect(configProblems({ ...PRODUCTION_ENV, ...noTemplate })[0]).toMatch(
      /^WHATSAPP_TEMPLATE_\* \(at least one/,
    );
    expect(
      configProblems({ ...PRODUCTION_ENV, WHATSAPP_TEMPLATE_ORDER_DELIVERED: 'order_delivered' })[0],
    ).toMatch(
      /^WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN: required/,
    );
    expect(
      configProblems({ ...PRODUCTION_ENV, ...WHOLE, WHATSAPP_GRAPH_URL: 'http://graph.example' }),
    ).toEqual(['WHATSAPP_GRAPH_URL: must be an https:// URL in production']);
  });

  it('leave the channel off outside production with half a configuration', () => {
    const { WHATSAPP_VERIFY_TOKEN: _, ...half } = WHOLE;
    expect(loadEnv({ NODE_ENV: 'development', ...half }).whatsapp).toBeUndefined();
  });

  it('refuse a template name Meta would not have approved, and language codes that are not codes', () => {
    expect(configProblems({ ...WHOLE, WHATSAPP_TEMPLATE_ORDER_ACCEPTED: 'Order Accepted' })[0]).toMatch(
      /^WHATSAPP_TEMPLATE_ORDER_ACCEPTED: must be a template name/,
    );
    expect(configProblems({ ...WHOLE, WHATSAPP_TEMPLATE_LANGUAGES: 'english' })[0]).toMatch(
      /^WHATSAPP_TEMPLATE_LANGUAGES:/,
    );
  });

  it('send each language in its own approved translation, else English', () => {
    expect(parseTemplateLanguages('en_US,hi,mr')).toEqual({ en: 'en_US', hi: 'hi', mr: 'mr' });
    expect(parseTemplateLanguages('en_GB, mr')).toEqual({ en: 'en_GB', hi: 'en_GB', mr: 'mr' });
    expect(parseTemplateLanguages('hi')).toEqual({ en: 'hi', hi: 'hi', mr: 'hi' });
    expect(parseTemplateLanguages('')).toBeNull();
    expect(parseTemplateLanguages('en,EN-us')).toBeNull();
  });
});
