// The Admin Portal sign-in (spec section 2): email, password with show/hide, 'Sign in to
// Dashboard', 'Back to main site', and the note that activity is logged.
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Lock, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../../../shared/errors';
import { hasRank } from '../../../../../shared/roles';
import { check } from '../../../../../shared/validation';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiRequestError } from '../../../../lib/api-client';
import { signInStaff } from '../api/staff-auth-actions';
import { useStaffSession } from '../api/staff-session';

const input =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function LoginPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(
    (location.state as { expired?: boolean } | null)?.expired
      ? 'Your session has expired. Please log in again'
      : undefined,
  );

  // Someone already signed in goes to /admin; a sign-in from this page goes to /admin/dashboard.
  const [justSignedIn, setJustSignedIn] = useState(false);
  if (!justSignedIn && session.data && hasRank(session.data.role, 'staff'))
    return <Navigate to="/admin" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      check.required(email, 'Email') ?? check.required(password, 'Password') ?? check.email(email);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { user } = await signInStaff(email, password);
      setJustSignedIn(true);
      queryClient.setQueryData(['staff-session'], user);
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      // Spec: the service's error, or 'Login failed' when there is none (no answer came back).
      const answered = failure instanceof ApiRequestError && failure.status > 0;
      setError(answered ? failure.message : MESSAGES.loginFailed);
      setBusy(false);
    }
  }

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
          <label className="block text-sm font-medium">
            Email
            <input
              className={input}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
            />
          </label>
          <div>
            <label htmlFor="staff-password" className="block text-sm font-medium">
              Password
            </label>
            <div className="relative">
              <input
                id="staff-password"
                className={`${input} pr-11`}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(undefined);
                }}
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
          </div>
          <FormAlert message={error} />
          <SubmitButton busy={busy} label="Sign in to Dashboard" busyLabel="Signing in..." />
        </form>
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
