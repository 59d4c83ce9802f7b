// The sign-in dialog's state as one pure reducer: the phone step (Login or Sign Up), then the code
// step for the number a code went to, with the resend countdown, and a code that died (too many
// wrong tries, expired) offering a new one. The dialog (login-modal.tsx) runs the requests and
// dispatches what they answered.
import { MESSAGES } from '#shared/errors.ts';
import { check, formatPhoneNumber } from '#shared/validation.ts';

export type SignInMode = 'login' | 'signup';

export type SignInState = {
  mode: SignInMode;
  phone: string;
  fullName: string;
  code: string;
  /** The number the code went to, as the server wrote it; set: the code step shows. */
  sentTo: string | undefined;
  /** The code can never sign in: only a new one helps. */
  codeDead: boolean;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  busy: 'sending' | 'verifying' | null;
  error: string | undefined;
};

export type SignInEvent =
  | { type: 'typed'; field: 'phone' | 'fullName' | 'code'; value: string }
  | { type: 'modeToggled' }
  /** The code step for a code already sent to `to`, with `wait` seconds before another. */
  | { type: 'codeStep'; to: string; wait: number; dead?: boolean }
  | { type: 'busy'; busy: 'sending' | 'verifying' }
  | { type: 'refused'; error: string; wait?: number }
  | { type: 'codeRefused'; error: string; dead: boolean }
  | { type: 'tick' }
  /** Change number, or closing: back to the phone step, phone and name kept. */
  | { type: 'reset' };

/** Refusals after which the code can never sign in: only a new code helps. */
const DEAD_CODE: readonly string[] = [MESSAGES.codeUsedUp, MESSAGES.codeNoLongerValid];

export const isDeadCode = (message: string) => DEAD_CODE.includes(message);

export function initialSignIn(phone: string): SignInState {
  return {
    mode: 'login',
    phone,
    fullName: '',
    code: '',
    sentTo: undefined,
    codeDead: false,
    resendIn: 0,
    busy: null,
    error: undefined,
  };
}

export function signIn(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'typed':
      // The code is digits only, whatever is pasted ('123 456' from an SMS), cut to six after
      // the cleaning: a maxlength on the field would cut the pasted text first and lose a digit.
      return {
        ...state,
        [event.field]: event.field === 'code' ? event.value.replace(/\D/g, '').slice(0, 6) : event.value,
      };
    case 'modeToggled':
      return { ...state, mode: state.mode === 'login' ? 'signup' : 'login', error: undefined };
    case 'codeStep':
      return {
        ...state,
        sentTo: event.to,
        codeDead: event.dead ?? false,
        code: '',
        resendIn: event.wait,
        error: event.dead ? MESSAGES.codeUsedUp : undefined,
        busy: null,
      };
    case 'busy':
      return { ...state, busy: event.busy, error: undefined };
    case 'refused':
      return { ...state, busy: null, error: event.error, resendIn: event.wait ?? state.resendIn };
    case 'codeRefused':
      return {
        ...state,
        busy: null,
        error: event.error,
        ...(event.dead ? { codeDead: true, code: '' } : {}),
      };
    case 'tick':
      return { ...state, resendIn: Math.max(0, state.resendIn - 1) };
    case 'reset':
      return { ...initialSignIn(state.phone), mode: state.mode, fullName: state.fullName };
  }
}

/** What is wrong with the phone step before anything is sent (docs/product.md#customer-sign-in). */
export function phoneStepProblem({ mode, phone, fullName }: SignInState): string | undefined {
  return (
    check.required(phone, 'Phone') ??
    check.phone(formatPhoneNumber(phone)) ??
    (mode === 'signup' ? (check.required(fullName, 'Full name') ?? check.name(fullName)) : undefined)
  );
}

/** 'Resend code in 23 s' while waiting, else the label alone. */
export const waitText = (label: string, seconds: number) =>
  seconds > 0 ? `${label} in ${seconds} s` : label;
