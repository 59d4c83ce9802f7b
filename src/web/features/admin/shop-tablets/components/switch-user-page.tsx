// Switch user on a shop tablet (docs/product.md#shared-tablets): tap your name, type your PIN on
// the pad (or the keyboard), and the tablet is yours; whoever was signed in is signed out. Large
// buttons for a counter tablet (768 px) and a phone (390 px); the PIN is a real labelled field, so
// a keyboard or screen reader works it as well as the pad.
import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { Delete } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PIN_MESSAGES, PIN_PATTERN } from '#shared/pin-rules.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Link } from '#web/components/ui/router-links.tsx';
import { staffSessionQueryOptions } from '#web/features/admin/auth/api/staff-session.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';
import { useSwitchPeople } from '../api/switch-people.ts';
import { switchUser } from '../api/switch-user.ts';
import { useThisDevice } from '../api/this-device.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const KEY_CLASS =
  'flex h-16 items-center justify-center rounded-2xl border border-stone-300 bg-white text-2xl font-bold hover:bg-stone-50 active:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:h-20';

type Person = { id: string; name: string };

function PinPad({ person, onBack }: { person: Person; onBack: () => void }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const type = (digit: string) => setPin((p) => (p.length < 6 ? p + digit : p));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError(PIN_MESSAGES.format);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { user } = await switchUser({ userId: person.id, pin });
      // Nothing of the previous person's stays: their session ended on the server.
      const session = staffSessionQueryOptions().queryKey;
      queryClient.removeQueries({
        predicate: (q) => ![session, MENU_KEY].some((key) => partialMatchKey(q.queryKey, key)),
      });
      queryClient.setQueryData(session, user);
      navigate('/admin/orders', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Switching user failed');
      setPin('');
      setBusy(false);
      input.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mx-auto w-full max-w-sm space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{person.name}</h2>
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Not you?
        </button>
      </div>
      <label htmlFor="switch-pin" className="block font-semibold">
        PIN for {person.name}
      </label>
      <input
        id="switch-pin"
        ref={input}
        // biome-ignore lint/a11y/noAutofocus: the PIN is the one thing to do on this screen, just after the name was tapped.
        autoFocus
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'switch-pin-error' : undefined}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
        className="h-14 w-full rounded-xl border border-stone-400 text-center text-3xl tracking-[0.5em] focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <div id="switch-pin-error">
        <FormAlert message={error} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className={KEY_CLASS} onClick={() => type(digit)}>
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${KEY_CLASS} text-base`}
          onClick={() => setPin('')}
          aria-label="Clear PIN"
        >
          Clear
        </button>
        <button type="button" className={KEY_CLASS} onClick={() => type('0')}>
          0
        </button>
        <button
          type="button"
          className={KEY_CLASS}
          onClick={() => setPin((p) => p.slice(0, -1))}
          aria-label="Delete last digit"
        >
          <Delete aria-hidden="true" className="h-7 w-7" />
        </button>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="h-14 w-full rounded-2xl bg-brand-700 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}

export function SwitchUserPage() {
  const device = useThisDevice();
  const people = useSwitchPeople();
  const [chosen, setChosen] = useState<Person>();

  let body: React.ReactNode;
  if (people.isPending) body = <p role="status">Loading...</p>;
  else if (people.isError) body = <FormAlert message={people.error.message} />;
  else if (chosen) body = <PinPad person={chosen} onBack={() => setChosen(undefined)} />;
  else if (people.data.people.length === 0)
    body = (
      <p className="text-stone-700">
        Nobody has a PIN yet. Each person sets one on their account page (My account) after signing in with
        their password.
      </p>
    );
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Staff with a PIN">
        {people.data.people.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              onClick={() => setChosen(person)}
              className="flex h-20 w-full items-center justify-center rounded-2xl border border-stone-300 bg-white p-2 text-center text-lg font-bold [overflow-wrap:anywhere] hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {person.name}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <main className="min-h-screen bg-stone-100 p-4 sm:p-8">
      <div className="mx-auto max-w-2xl space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h1 className="text-2xl font-extrabold">Switch user</h1>
            {device.data?.name && <p className="text-stone-700">On {device.data.name}</p>}
          </div>
          <Link
            to="/admin"
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Back
          </Link>
        </div>
        {body}
      </div>
    </main>
  );
}
