// Signed in: a menu with the full name (or 'User'), the phone and 'Sign Out'. Otherwise: Sign in.
import { LogOut, ReceiptText, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth-context.tsx';

export function AccountButton({ onSignIn, onMyOrders }: { onSignIn: () => void; onMyOrders: () => void }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menuRef.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!auth.profile) {
    return (
      <button
        type="button"
        onClick={onSignIn}
        className="flex h-10 items-center gap-1.5 rounded-xl border border-stone-300 px-3 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <User aria-hidden="true" className="h-5 w-5" />
        <span className="hidden sm:inline">Sign in</span>
        <span className="sr-only sm:hidden">Sign in</span>
      </button>
    );
  }

  const name = auth.profile.fullName || auth.profile.displayName || 'User';
  return (
    <div ref={menuRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
        className="flex h-10 items-center gap-2 rounded-xl border border-stone-300 px-2 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-28 truncate md:inline">{name}</span>
        <span className="sr-only md:hidden">Account of {name}</span>
      </button>
      {open && (
        <div className="absolute right-0 top-12 z-40 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-xl">
          <p className="px-3 pt-1 font-semibold">{name}</p>
          <p className="px-3 pb-2 text-sm text-stone-600">{auth.profile.phoneNumber}</p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onMyOrders();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <ReceiptText aria-hidden="true" className="h-4 w-4" />
            My orders
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void auth.signOut();
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign Out
          </button>
        </div>
      )}
    </div>
  );
}

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
