// The sign-in dialog's two steps: the phone (and the full name for Sign Up), then the code.
import type { FormEvent } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { type SignInEvent, type SignInState, waitText } from '../lib/sign-in-state.ts';

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

type StepProps = {
  state: SignInState;
  dispatch: (event: SignInEvent) => void;
  onSubmit: (event: FormEvent) => void;
};

export function PhoneStep({ state, dispatch, onSubmit, notice }: StepProps & { notice?: string }) {
  const { mode, busy, resendIn } = state;
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert message={notice && t(notice)} tone="notice" />
      {mode === 'signup' && (
        <label className="block text-sm font-medium">
          {t('Full name')}
          <input
            data-autofocus
            className={field}
            autoComplete="name"
            value={state.fullName}
            onChange={(e) => dispatch({ type: 'typed', field: 'fullName', value: e.target.value })}
          />
        </label>
      )}
      <label className="block text-sm font-medium">
        {t('Phone number')}
        <input
          data-autofocus={mode === 'login' ? true : undefined}
          className={field}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98220 12345"
          value={state.phone}
          onChange={(e) => dispatch({ type: 'typed', field: 'phone', value: e.target.value })}
        />
      </label>
      <FormAlert message={state.error && t(state.error)} />
      <SubmitButton
        busy={busy !== null || resendIn > 0}
        label={t('Send code')}
        busyLabel={busy === 'sending' ? t('Sending code...') : t(waitText('Send code', resendIn))}
      />
      <p className="text-center text-sm">
        {mode === 'login' ? t('New to Chai Express?') : t('Already have an account?')}{' '}
        <button
          type="button"
          onClick={() => dispatch({ type: 'modeToggled' })}
          className="font-semibold text-brand-800 underline"
        >
          {mode === 'login' ? t('Sign Up') : t('Login')}
        </button>
      </p>
    </form>
  );
}

export function CodeStep({ state, dispatch, onSubmit, onResend }: StepProps & { onResend: () => void }) {
  const { codeDead, busy, resendIn } = state;
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-stone-700">
        {t('We sent a 6-digit code to {phone}.', { phone: state.sentTo ?? '' })}
      </p>
      {!codeDead && (
        <label className="block text-sm font-medium">
          {t('Code')}
          <input
            // The code step replaces the phone step inside the open dialog: focus follows.
            // biome-ignore lint/a11y/noAutofocus: the one field of this step, just revealed
            autoFocus
            className={`${field} tracking-[0.4em]`}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('6-digit code')}
            value={state.code}
            onChange={(e) => dispatch({ type: 'typed', field: 'code', value: e.target.value })}
          />
        </label>
      )}
      <FormAlert message={state.error && t(state.error)} />
      {codeDead ? (
        <SubmitButton
          busy={busy !== null || resendIn > 0}
          label={t('Send a new code')}
          busyLabel={busy === 'sending' ? t('Sending code...') : t(waitText('Resend code', resendIn))}
        />
      ) : (
        <SubmitButton
          busy={busy !== null}
          label={t('Verify')}
          busyLabel={busy === 'verifying' ? t('Verifying...') : t('Verify')}
        />
      )}
      <div className="flex justify-between text-sm">
        <button
          type="button"
          onClick={() => dispatch({ type: 'reset' })}
          className="font-semibold text-stone-700 underline"
        >
          {t('Change number')}
        </button>
        {!codeDead && (
          <button
            type="button"
            disabled={resendIn > 0 || busy !== null}
            onClick={onResend}
            className="font-semibold text-brand-800 underline disabled:text-stone-500 disabled:no-underline"
          >
            {t(waitText('Resend code', resendIn))}
          </button>
        )}
      </div>
    </form>
  );
}
