// Login / Sign Up by phone code (docs/product.md#customer-sign-in): phone (and full name for Sign
// Up), an invisible robot check, the code with a resend countdown, and the inline errors. A code
// that died (too many wrong tries, expired) says so and offers a new one; a send refused because a
// code was sent recently (a reload, another tab) shows that code's step and the wait left.
import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGES } from '#shared/errors.ts';
import { check, formatPhoneNumber } from '#shared/validation.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiRequestError, isRateLimited } from '#web/lib/api-client.ts';
import { runRobotCheck } from '#web/lib/robot-check.ts';
import { sendSignInCode } from '../api/send-sign-in-code.ts';
import { verifySignInCode } from '../api/verify-sign-in-code.ts';
import { useAuth } from '../auth-context.tsx';
import {
  forgetSentCode,
  markCodeDead,
  rememberSentCode,
  secondsUntilResend,
  sentCode,
} from '../lib/sent-code.ts';

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

type Mode = 'login' | 'signup';

/** Refusals after which the code can never sign in: only a new code helps. */
const DEAD_CODE: readonly string[] = [MESSAGES.codeUsedUp, MESSAGES.codeNoLongerValid];

const waitText = (label: string, seconds: number) => (seconds > 0 ? `${label} in ${seconds} s` : label);

type Props = {
  open: boolean;
  onClose: () => void;
  /** Why sign-in is asked for now (e.g. the session ended at checkout). */
  notice?: string;
};

export default function LoginModal({ open, onClose, notice }: Props) {
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  // A code sent from this tab that is still alive: its phone is filled in again after a reload.
  const [phone, setPhone] = useState(() => sentCode()?.phone ?? '');
  const [fullName, setFullName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [codeDead, setCodeDead] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  function reset() {
    setCode('');
    setSentTo(undefined);
    setCodeDead(false);
    setResendIn(0);
    setError(undefined);
    setBusy(null);
  }

  function close() {
    reset();
    onClose();
  }

  /** The code step for a code already sent to `to`, with `wait` seconds before another. */
  function showCodeStep(to: string, wait: number, dead = false) {
    setSentTo(to);
    setCodeDead(dead);
    setCode('');
    setResendIn(wait);
    setError(dead ? MESSAGES.codeUsedUp : undefined);
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const problem =
      check.required(phone, 'Phone') ??
      check.phone(formatPhoneNumber(phone)) ??
      (mode === 'signup' ? (check.required(fullName, 'Full name') ?? check.name(fullName)) : undefined);
    if (problem) return setError(problem);
    const to = formatPhoneNumber(phone);
    // Sent from this tab moments ago (then reloaded): that code is on its way; asking the server
    // again would only be refused.
    const recent = sentCode(to);
    if (recent && secondsUntilResend(recent) > 0)
      return showCodeStep(recent.sentTo, secondsUntilResend(recent), recent.dead);
    setBusy('sending');
    setError(undefined);
    try {
      const answer = await sendSignInCode(phone, await runRobotCheck());
      const now = Date.now();
      rememberSentCode({
        phone: to,
        sentTo: answer.sentTo,
        sentAt: now,
        resendAfterMs: answer.resendAfterSeconds * 1000,
        expiresAt: now + answer.expiresInSeconds * 1000,
      });
      showCodeStep(answer.sentTo, answer.resendAfterSeconds);
    } catch (failure) {
      // Send and verify errors are also logged.
      console.error('Sending the sign-in code failed', failure);
      const wait = isRateLimited(failure) ? Math.ceil((failure.retryAfterMs ?? 0) / 1000) : 0;
      // This phone's own limits: a code was sent recently (from another tab or device).
      if (isRateLimited(failure) && failure.fields?.phone === MESSAGES.codeRecentlySent)
        return showCodeStep(sentCode(to)?.sentTo ?? to, wait);
      setResendIn(wait);
      // A refused phone says why in its field (e.g. only Indian mobiles take codes).
      setError(
        failure instanceof ApiRequestError && failure.status < 500
          ? (failure.fields?.phone ?? failure.message)
          : MESSAGES.sendOtpFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (codeDead) return send();
    if (check.required(code, 'Code')) return setError(MESSAGES.invalidOtp);
    setBusy('verifying');
    setError(undefined);
    try {
      const session = await verifySignInCode(phone, code, mode === 'signup' ? fullName : undefined);
      forgetSentCode();
      auth.signedIn(session);
      close();
    } catch (failure) {
      console.error('Verifying the sign-in code failed', failure);
      const message =
        failure instanceof ApiRequestError && failure.status < 500 ? failure.message : MESSAGES.invalidOtp;
      if (DEAD_CODE.includes(message)) {
        markCodeDead(formatPhoneNumber(phone));
        setCodeDead(true);
        setCode('');
      }
      setError(message);
      setBusy(null);
    }
  }

  const title = mode === 'login' ? 'Login' : 'Sign Up';
  return (
    <Modal open={open} onClose={close} title={title}>
      {!sentTo ? (
        <form noValidate onSubmit={send} className="space-y-4">
          <FormAlert message={notice} tone="notice" />
          {mode === 'signup' && (
            <label className="block text-sm font-medium">
              Full name
              <input
                data-autofocus
                className={field}
                autoComplete="name"
                value={fullName}
                onChange={(e) => setFullName(e.target.value)}
              />
            </label>
          )}
          <label className="block text-sm font-medium">
            Phone number
            <input
              data-autofocus={mode === 'login' ? true : undefined}
              className={field}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="98220 12345"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          <FormAlert message={error} />
          <SubmitButton
            busy={busy !== null || resendIn > 0}
            label="Send code"
            busyLabel={busy === 'sending' ? 'Sending code...' : waitText('Send code', resendIn)}
          />
          <p className="text-center text-sm">
            {mode === 'login' ? 'New to Chai Express? ' : 'Already have an account? '}
            <button
              type="button"
              onClick={() => {
                setMode(mode === 'login' ? 'signup' : 'login');
                setError(undefined);
              }}
              className="font-semibold text-brand-800 underline"
            >
              {mode === 'login' ? 'Sign Up' : 'Login'}
            </button>
          </p>
        </form>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-4">
          <p className="text-stone-700">We sent a 6-digit code to {sentTo}.</p>
          {!codeDead && (
            <label className="block text-sm font-medium">
              Code
              <input
                // The code step replaces the phone step inside the open dialog: focus follows.
                // biome-ignore lint/a11y/noAutofocus: the one field of this step, just revealed
                autoFocus
                className={`${field} tracking-[0.4em]`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6-digit code"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </label>
          )}
          <FormAlert message={error} />
          {codeDead ? (
            <SubmitButton
              busy={busy !== null || resendIn > 0}
              label="Send a new code"
              busyLabel={busy === 'sending' ? 'Sending code...' : waitText('Resend code', resendIn)}
            />
          ) : (
            <SubmitButton
              busy={busy !== null}
              label="Verify"
              busyLabel={busy === 'verifying' ? 'Verifying...' : 'Verify'}
            />
          )}
          <div className="flex justify-between text-sm">
            <button type="button" onClick={reset} className="font-semibold text-stone-700 underline">
              Change number
            </button>
            {!codeDead && (
              <button
                type="button"
                disabled={resendIn > 0 || busy !== null}
                onClick={() => send()}
                className="font-semibold text-brand-800 underline disabled:text-stone-500 disabled:no-underline"
              >
                {waitText('Resend code', resendIn)}
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
