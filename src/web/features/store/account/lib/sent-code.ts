// When a sign-in code was last sent from this tab, kept in sessionStorage: a reload within the
// resend wait then shows the code step and the wait that is left, instead of asking the server
// again and reading 'Too many requests'. Only the tab's last code is kept; it is forgotten once
// it expires or the customer signs in.
const KEY = 'chai-express.sign-in-code.v1';

export type SentCode = {
  /** The phone as the server knows it ('+919822012345'). */
  phone: string;
  /** The masked number the server answered ('+********2345'). */
  sentTo: string;
  sentAt: number;
  resendAfterMs: number;
  expiresAt: number;
  /** Refused for good (too many wrong tries, expired): only a new code helps. */
  dead?: boolean;
};

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null | undefined): SentCode | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SentCode> | null;
    if (
      typeof value?.phone !== 'string' ||
      typeof value.sentTo !== 'string' ||
      typeof value.sentAt !== 'number' ||
      typeof value.resendAfterMs !== 'number' ||
      typeof value.expiresAt !== 'number'
    )
      return undefined;
    return { ...(value as SentCode), dead: value.dead === true };
  } catch {
    return undefined;
  }
}

/** The code last sent to `phone` (any phone when omitted), unless it has expired. */
export function sentCode(phone?: string, now = Date.now()): SentCode | undefined {
  const code = parse(storage()?.getItem(KEY));
  if (!code || code.expiresAt <= now || (phone !== undefined && code.phone !== phone)) return undefined;
  return code;
}

export function rememberSentCode(code: SentCode): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(code));
  } catch {
    // Private mode or a full quota: the wait is then only known to the server.
  }
}

export function markCodeDead(phone: string): void {
  const code = sentCode(phone);
  if (code) rememberSentCode({ ...code, dead: true });
}

export function forgetSentCode(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

/** Whole seconds until a new code may be asked for (0 when it may be now). */
export function secondsUntilResend(code: SentCode | undefined, now = Date.now()): number {
  if (!code) return 0;
  return Math.max(0, Math.ceil((code.sentAt + code.resendAfterMs - now) / 1000));
}
