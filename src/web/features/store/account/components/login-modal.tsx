// Login / Sign Up by phone code (docs/product.md#customer-sign-in): phone (and full name for Sign
// Up), an invisible robot check, the code with a resend countdown, and the inline errors. A code
// that died (too many wrong tries, expired) says so and offers a new one; a send refused because a
// code was sent recently (a reload, another tab) shows that code's step and the wait left.
import { type FormEvent, useEffect, useReducer } from 'react';
import { MESSAGES } from '#shared/errors.ts';
import { formatPhoneNumber } from '#shared/validation.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { ApiRequestError, isRateLimited } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';
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
import { initialSignIn, isDeadCode, phoneStepProblem, signIn } from '../lib/sign-in-state.ts';
import { CodeStep, PhoneStep } from './sign-in-steps.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Why sign-in is asked for now (e.g. the session ended at checkout). */
  notice?: string;
};

export default function LoginModal({ open, onClose, notice }: Props) {
  const auth = useAuth();
  const t = useT();
  const language = useLanguage();
  // A code sent from this tab that is still alive: its phone is filled in again after a reload.
  const [state, dispatch] = useReducer(signIn, sentCode()?.phone ?? '', initialSignIn);
  const { mode, phone, fullName, code, codeDead, resendIn } = state;

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  function close() {
    dispatch({ type: 'reset' });
    onClose();
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const problem = phoneStepProblem(state);
    if (problem) return dispatch({ type: 'refused', error: problem });
    const to = formatPhoneNumber(phone);
    // Sent from this tab moments ago (then reloaded): that code is on its way; asking the server
    // again would only be refused.
    const recent = sentCode(to);
    if (recent && secondsUntilResend(recent) > 0)
      return dispatch({
        type: 'codeStep',
        to: recent.sentTo,
        wait: secondsUntilResend(recent),
        dead: recent.dead,
      });
    dispatch({ type: 'busy', busy: 'sending' });
    try {
      const answer = await sendSignInCode(phone, await runRobotCheck(), language);
      const now = Date.now();
      rememberSentCode({
        phone: to,
        sentTo: answer.sentTo,
        sentAt: now,
        resendAfterMs: answer.resendAfterSeconds * 1000,
        expiresAt: now + answer.expiresInSeconds * 1000,
      });
      dispatch({ type: 'codeStep', to: answer.sentTo, wait: answer.resendAfterSeconds });
    } catch (failure) {
      // Send and verify errors are also logged.
      console.error('Sending the sign-in code failed', failure);
      const wait = isRateLimited(failure) ? Math.ceil((failure.retryAfterMs ?? 0) / 1000) : 0;
      // This phone's own limits: a code was sent recently (from another tab or device).
      if (isRateLimited(failure) && failure.fields?.phone === MESSAGES.codeRecentlySent)
        return dispatch({ type: 'codeStep', to: sentCode(to)?.sentTo ?? to, wait });
      // A refused phone says why in its field (e.g. only Indian mobiles take codes).
      const error =
        failure instanceof ApiRequestError && failure.status < 500
          ? (failure.fields?.phone ?? failure.message)
          : MESSAGES.sendOtpFailed;
      dispatch({ type: 'refused', error, wait });
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (codeDead) return send();
    if (!code.trim()) return dispatch({ type: 'refused', error: MESSAGES.invalidOtp });
    dispatch({ type: 'busy', busy: 'verifying' });
    try {
      const session = await verifySignInCode(phone, code, mode === 'signup' ? fullName : undefined);
      forgetSentCode();
      auth.signedIn(session);
      close();
    } catch (failure) {
      console.error('Verifying the sign-in code failed', failure);
      const message =
        failure instanceof ApiRequestError && failure.status < 500 ? failure.message : MESSAGES.invalidOtp;
      const dead = isDeadCode(message);
      if (dead) markCodeDead(formatPhoneNumber(phone));
      dispatch({ type: 'codeRefused', error: message, dead });
    }
  }

  return (
    <Modal open={open} onClose={close} title={mode === 'login' ? t('Login') : t('Sign Up')}>
      {!state.sentTo ? (
        <PhoneStep state={state} dispatch={dispatch} notice={notice} onSubmit={send} />
      ) : (
        <CodeStep state={state} dispatch={dispatch} onSubmit={verify} onResend={() => send()} />
      )}
    </Modal>
  );
}
