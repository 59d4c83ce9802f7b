import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/errors.ts';
import {
  initialSignIn,
  isDeadCode,
  phoneStepProblem,
  type SignInEvent,
  type SignInState,
  signIn,
  waitText,
} from './sign-in-state.ts';

const run = (start: SignInState, ...events: SignInEvent[]) => events.reduce(signIn, start);
const start = initialSignIn('');

describe('the sign-in steps', () => {
  it('goes from the phone to the code step, with the wait before another code', () => {
    const state = run(
      start,
      { type: 'typed', field: 'phone', value: '98220 12345' },
      { type: 'busy', busy: 'sending' },
      { type: 'codeStep', to: '+91 98220 12345', wait: 30 },
    );
    expect(state).toMatchObject({ sentTo: '+91 98220 12345', resendIn: 30, busy: null, codeDead: false });
    expect(run(state, { type: 'tick' }).resendIn).toBe(29);
  });

  it('keeps digits only in the code', () => {
    expect(run(start, { type: 'typed', field: 'code', value: '12 3-4a56' }).code).toBe('123456');
    expect(run(start, { type: 'typed', field: 'code', value: '123 4567' }).code).toBe('123456');
  });

  it('shows a dead code as used up, offering a new one', () => {
    const state = run(start, { type: 'codeStep', to: '+91 98220 12345', wait: 0, dead: true });
    expect(state).toMatchObject({ codeDead: true, error: MESSAGES.codeUsedUp });
  });

  it('marks the code dead after the refusal that kills it, and clears it', () => {
    const state = run(
      start,
      { type: 'codeStep', to: '+91 98220 12345', wait: 0 },
      { type: 'typed', field: 'code', value: '111111' },
      { type: 'busy', busy: 'verifying' },
      { type: 'codeRefused', error: MESSAGES.codeUsedUp, dead: isDeadCode(MESSAGES.codeUsedUp) },
    );
    expect(state).toMatchObject({ codeDead: true, code: '', busy: null, error: MESSAGES.codeUsedUp });
    expect(isDeadCode(MESSAGES.invalidOtp)).toBe(false);
  });

  it('keeps the wait a refused send names, and the one running when it names none', () => {
    expect(run(start, { type: 'refused', error: 'Too many', wait: 40 }).resendIn).toBe(40);
    const waiting = run(start, { type: 'codeStep', to: 'x', wait: 20 }, { type: 'refused', error: 'Bad' });
    expect(waiting.resendIn).toBe(20);
  });

  it('goes back to the phone step on Change number, keeping the phone, the name and the mode', () => {
    const state = run(
      start,
      { type: 'modeToggled' },
      { type: 'typed', field: 'fullName', value: 'Asha' },
      { type: 'typed', field: 'phone', value: '98220 12345' },
      { type: 'codeStep', to: 'x', wait: 30 },
      { type: 'reset' },
    );
    expect(state).toEqual({ ...initialSignIn('98220 12345'), mode: 'signup', fullName: 'Asha' });
  });
});

describe('phoneStepProblem', () => {
  it('asks for the phone, a valid one, and for Sign Up a full name', () => {
    expect(phoneStepProblem(start)).toBe('Phone is required');
    const login = { ...start, phone: '98220 12345' };
    expect(phoneStepProblem(login)).toBeUndefined();
    expect(phoneStepProblem({ ...login, mode: 'signup' })).toBe('Full name is required');
  });
});

describe('waitText', () => {
  it('counts down while waiting', () => {
    expect(waitText('Resend code', 12)).toBe('Resend code in 12 s');
    expect(waitText('Resend code', 0)).toBe('Resend code');
  });
});
