// Shown once, to a customer who has just signed up: a chunk of its own, since no server-rendered
// page and few visits need it.
import { useState } from 'react';
import { useAuth } from '../auth-context.tsx';

export function WelcomeBanner() {
  const auth = useAuth();
  const [dismissed, setDismissed] = useState(false);
  if (!auth.isNewUser || !auth.profile || dismissed) return null;
  const name = auth.profile.fullName || 'friend';
  return (
    <div role="status" className="mx-auto mt-4 flex max-w-7xl items-center justify-between gap-3 px-4">
      <p className="w-full rounded-xl bg-green-50 p-3 font-semibold text-green-900">
        Welcome to Chai Express, {name}! Your first chai is minutes away.
      </p>
      <button type="button" onClick={() => setDismissed(true)} className="shrink-0 text-sm underline">
        Dismiss
      </button>
    </div>
  );
}
