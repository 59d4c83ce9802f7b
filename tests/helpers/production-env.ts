// The least a test app needs to start in production mode (env.ts refuses production without a
// public https URL, a real secret and a real SMS gateway).
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://chai.example.in',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-key',
  MSG91_TEMPLATE_ID: 'test-template',
} as const;
