// Shown once, to a customer who has just signed up: a chunk of its own, since no server-rendered
// page and few visits need it.
import { useState } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useAuth } from '../auth-context.tsx';

export function WelcomeBanner() {
  const auth = useAuth();
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (!auth.isNewUser || !auth.profile || dismissed) return null;
  const name = auth.profile.fullName || t('friend');
  return (
    <div role="status" className="mx-auto mt-4 flex max-w-7xl items-center justify-between gap-3 px-4">
      <p className="w-full rounded-xl bg-green-50 p-3 font-semibold text-green-900">
        {t('Welcome to Chai Express, {name}! Your first chai is minutes away.', { name })}
      </p>
      <button type="button" onClick={() => setDismissed(true)} className="shrink-0 text-sm underline">
        {t('Dismiss')}
      </button>
    </div>
  );
}
