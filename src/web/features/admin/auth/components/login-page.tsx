// The Admin Portal sign-in (docs/product.md#staff-area): email, password with show/hide, 'Sign in to
// Dashboard', 'Back to main site', and the note that activity is logged.
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ERROR_MESSAGES, MESSAGES } from '#shared/errors.ts';
import { isTeamRole } from '#shared/roles.ts';
import { CONTROL_CLASS } from '#web/components/form/control-class.ts';
import { Field } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Link } from '#web/components/ui/router-links.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useThisDevice } from '#web/features/admin/shop-tablets/api/this-device.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { signInStaff } from '../api/sign-in-staff.ts';
import { forgetSignOut } from '../api/sign-out-staff.ts';
import { staffSessionQueryOptions, useStaffSession } from '../api/staff-session.ts';
import { signInFormSchema } from '../lib/sign-in-form-schema.ts';

export function LoginPage() {
  useDocumentTitle('Staff sign-in');
  const session = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { form } = useSchemaForm(signInFormSchema, { email: '', password: '' });
  const { register } = form;
  const { errors, isDirty, isSubmitted, isSubmitting } = form.formState;
  const [showPassword, setShowPassword] = useState(false);
  // A shop tablet also offers the PIN pad (docs/product.md#shared-tablets).
  const shopTablet = useThisDevice().data?.shopDevice ?? false;
  // Sent here after a session ran out: said until the person starts again.
  const expired = (location.state as { expired?: boolean } | null)?.expired && !isDirty && !isSubmitted;

  // Someone already signed in goes to /admin; a sign-in from this page goes to /admin/dashboard. A
  // rider goes to the rider page (docs/product.md#the-riders-page).
  const [justSignedIn, setJustSignedIn] = useState(false);
  if (!justSignedIn && session.data && isTeamRole(session.data.role))
    return <Navigate to={session.data.role === 'rider' ? '/rider' : '/admin'} replace />;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const { user } = await signInStaff(email, password);
      forgetSignOut();
      setJustSignedIn(true);
      queryClient.setQueryData(staffSessionQueryOptions().queryKey, user);
      navigate(user.role === 'rider' ? '/rider' : '/admin/dashboard', { replace: true });
    } catch (failure) {
      // The server's words whenever it answered, even its generic 'Something went wrong. Please try
      // again later' (here 'Login failed' would read as a wrong password); 'Login failed' only when
      // no answer came back (docs/product.md#staff-area).
      const answered = failure instanceof ApiRequestError && failure.status > 0;
      form.setError('root', { message: answered ? failure.message : MESSAGES.loginFailed });
    }
  });

  // One message at a time: the first thing to fix, announced alone.
  const emailError = errors.email?.message;
  const passwordError = emailError ? undefined : errors.password?.message;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-stone-100 to-brand-50 p-4">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <Lock aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="text-2xl font-extrabold">Admin Portal</h1>
          <p className="text-stone-600">Sign in to manage Chai Express</p>
        </div>
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            error={emailError}
            {...register('email')}
          />
          <Field label="Password" error={passwordError}>
            {(control) => (
              <div className="relative mt-1">
                <input
                  {...control}
                  {...register('password')}
                  className={`${CONTROL_CLASS} pr-11`}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  required
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {showPassword ? (
                    <EyeOff aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Eye aria-hidden="true" className="h-4 w-4" />
                  )}
                </button>
              </div>
            )}
          </Field>
          <FormAlert
            message={errors.root?.message ?? (expired ? ERROR_MESSAGES.SESSION_EXPIRED : undefined)}
          />
          <SubmitButton busy={isSubmitting} label="Sign in to Dashboard" busyLabel="Signing in..." />
        </form>
        {shopTablet && (
          <p className="mt-4 text-center">
            <Link
              to="/admin/switch-user"
              className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline"
            >
              Sign in with your PIN (shop tablet)
            </Link>
          </p>
        )}
        <p className="mt-6 flex items-start gap-2 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          This is a secure area. All activities are logged.
        </p>
        <p className="mt-4 text-center">
          <Link to="/" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Back to main site
          </Link>
        </p>
      </div>
    </main>
  );
}
