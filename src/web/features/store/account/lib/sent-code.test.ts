import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSentCode, markCodeDead, rememberSentCode, secondsUntilResend, sentCode } from './sent-code.ts';

const at = 1_700_000_000_000;
const code = {
  phone: '+919822012345',
  sentTo: '+********2345',
  sentAt: at,
  resendAfterMs: 30_000,
  expiresAt: at + 300_000,
};

describe('the sign-in code remembered for the tab', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => items.set(k, v),
        removeItem: (k: string) => items.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back the code sent to that phone until it expires', () => {
    rememberSentCode(code);
    expect(sentCode('+919822012345', at + 7_000)).toEqual({ ...code, dead: false });
    expect(sentCode(undefined, at + 7_000)?.phone).toBe('+919822012345');
    expect(sentCode('+919822099999', at + 7_000)).toBeUndefined();
    expect(sentCode('+919822012345', at + 300_000)).toBeUndefined();
  });

  it('counts the resend wait down in whole seconds', () => {
    expect(secondsUntilResend(code, at + 7_000)).toBe(23);
    expect(secondsUntilResend(code, at + 29_001)).toBe(1);
    expect(secondsUntilResend(code, at + 30_000)).toBe(0);
    expect(secondsUntilResend(undefined, at)).toBe(0);
  });

  it('marks a code dead, forgets it, and ignores what it did not write', () => {
    rememberSentCode(code);
    vi.setSystemTime(at + 1_000);
    markCodeDead('+919822012345');
    expect(sentCode('+919822012345', at + 2_000)?.dead).toBe(true);
    forgetSentCode();
    expect(sentCode('+919822012345', at + 2_000)).toBeUndefined();
    window.sessionStorage.setItem('chai-express.sign-in-code.v1', '{"phone":1}');
    expect(sentCode(undefined, at)).toBeUndefined();
    window.sessionStorage.setItem('chai-express.sign-in-code.v1', 'not json');
    expect(sentCode(undefined, at)).toBeUndefined();
    vi.useRealTimers();
  });
});
