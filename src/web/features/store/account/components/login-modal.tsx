// Login / Sign Up by phone code (spec sections 2, 4, 5): phone (and full name for Sign Up), an
// invisible robot check, the code with a resend countdown, and the spec's inline errors.
import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGES } from '../../../../../shared/errors';
import { check, formatPhoneNumber } from '../../../../../shared/validation';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiRequestError } from '../../../../lib/api-client';
import { runRobotCheck } from '../../../../lib/robot-check';
import { sendSignInCode, verifySignInCode } from '../api/customer-auth-actions';
import { useAuth } from '../auth-context';

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

type Mode = 'login' | 'signup';

export default function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const [mode, setMode] = useState<Mode>('login');
  const [phone, setPhone] = useState('');
  const [fullName, setFullName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string>();
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
    setResendIn(0);
    setError(undefined);
    setBusy(null);
  }

  function close() {
    reset();
    onClose();
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const problem =
      check.required(phone, 'Phone') ??
      check.phone(formatPhoneNumber(phone)) ??
      (mode === 'signup' ? (check.required(fullName, 'Full name') ?? check.name(fullName)) : undefined);
    if (problem) return setError(problem);
    setBusy('sending');
    setError(undefined);
    try {
      const answer = await sendSignInCode(phone, await runRobotCheck());
      setSentTo(answer.sentTo);
      setResendIn(answer.resendAfterSeconds);
    } catch (failure) {
      // Spec: send and verify errors are also logged.
      console.error('Sending the sign-in code failed', failure);
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
    if (check.required(code, 'Code')) return setError(MESSAGES.invalidOtp);
    setBusy('verifying');
    setError(undefined);
    try {
      const session = await verifySignInCode(phone, code, mode === 'signup' ? fullName : undefined);
      auth.signedIn(session);
      close();
    } catch (failure) {
      console.error('Verifying the sign-in code failed', failure);
      setError(
        failure instanceof ApiRequestError && failure.status < 500 ? failure.message : MESSAGES.invalidOtp,
      );
      setBusy(null);
    }
  }

  const title = mode === 'login' ? 'Login' : 'Sign Up';
  return (
    <Modal open={open} onClose={close} title={title}>
      {!sentTo ? (
        <form noValidate onSubmit={send} className="space-y-4">
          {mode === 'signup' && (
            <label className="block text-sm font-medium">
              Full name
              <input
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
            busy={busy !== null}
            label="Send code"
            busyLabel={busy === 'sending' ? 'Sending code...' : 'Send code'}
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
          <label className="block text-sm font-medium">
            Code
            <input
              className={`${field} tracking-[0.4em]`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6-digit code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <FormAlert message={error} />
          <SubmitButton
            busy={busy !== null}
            label="Verify"
            busyLabel={busy === 'verifying' ? 'Verifying...' : 'Verify'}
          />
          <div className="flex justify-between text-sm">
            <button type="button" onClick={reset} className="font-semibold text-stone-700 underline">
              Change number
            </button>
            <button
              type="button"
              disabled={resendIn > 0 || busy !== null}
              onClick={() => send()}
              className="font-semibold text-brand-800 underline disabled:text-stone-500 disabled:no-underline"
            >
              {resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
