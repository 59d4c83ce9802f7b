// What a page that shows one thing (a bill, an order to pay) says instead of it: still loading, or
// why it cannot be shown, with what the reader can do about it.
import { type ReactNode, useId } from 'react';

export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="p-8 text-center text-stone-600">
      {children}
    </p>
  );
}

export function PageNotice({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 id={id} className="text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A notice's way in when the page is the signed-in customer's: the phone sign-in. */
export function PhoneSignInButton({ onSignIn }: { onSignIn: () => void }) {
  return (
    <button
      type="button"
      onClick={onSignIn}
      className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      Sign in with your phone
    </button>
  );
}
