import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoints.ts';

const production = {
  serviceHosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com'],
  allowLocalServices: false,
};

describe('push endpoints the server will call', () => {
  it('accepts the known push services over https', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', production)).toBe(true);
    expect(isAllowedPushEndpoint('https://FCM.googleapis.com/fcm/send/x', production)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', production)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', production)).toBe(
      true,
    );
  });

  it('refuses every other address', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://evil-push.apple.com.attacker.net/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://localhost:3000/push/x',
      'http://127.0.0.1:9/push/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
  });

  it('accepts a push service on this machine only outside production', () => {
    const development = { ...production, allowLocalServices: true };
    expect(isAllowedPushEndpoint('http://127.0.0.1:4100/push/a', development)).toBe(true);
    expect(isAllowedPushEndpoint('https://localhost:4100/push/a', development)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:4100/push/a', development)).toBe(false);
    expect(isAllowedPushEndpoint('http://localhost.evil.example/push/a', development)).toBe(false);
    expect(isAllowedPushEndpoint('ftp://127.0.0.1/push/a', development)).toBe(false);
  });
});
