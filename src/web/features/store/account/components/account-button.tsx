// Signed in: a menu with the full name, the phone, the name to give or change, the saved addresses,
// the orders and 'Sign Out'. A customer who signed in without a name is asked for one here, not
// called 'User'. Otherwise: Sign in.
import User from 'lucide-react/icons/user';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useAuth } from '../auth-context.tsx';

type Props = {
  onSignIn: () => void;
  onMyOrders: () => void;
  onEditName: () => void;
  onSavedAddresses: () => void;
};

// The open menu is fetched at the first tap: the button is on every page, the menu rarely opened.
// Fetched as soon as someone is signed in, so the first tap finds it here.
const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
// Rarely used, and never before the menu: fetched when chosen. Mounted in the same place whether
// someone is signed in or not (the second child of both answers below), so its notice outlives
// the sign-out it ends with.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.tsx'));

export function AccountButton({ onSignIn, onMyOrders, onEditName, onSavedAddresses }: Props) {
  const auth = useAuth();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const signedIn = auth.profile !== null;

  useEffect(() => {
    if (signedIn) void loadAccountMenu();
  }, [signedIn]);

  const deletion = deleting && (
    <Suspense fallback={null}>
      <DeleteAccountDialog onDone={() => setDeleting(false)} />
    </Suspense>
  );

  if (!auth.profile) {
    return (
      <>
        <button
          type="button"
          onClick={onSignIn}
          className="flex h-10 items-center gap-1.5 rounded-xl border border-stone-300 px-3 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <User aria-hidden="true" className="h-5 w-5" />
          <span className="hidden sm:inline">{t('Sign in')}</span>
          <span className="sr-only sm:hidden">{t('Sign in')}</span>
        </button>
        {deletion}
      </>
    );
  }

  const name = auth.profile.fullName || auth.profile.displayName || null;
  return (
    <>
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
            {name ? name.charAt(0).toUpperCase() : <User className="h-4 w-4" />}
          </span>
          <span className="hidden max-w-28 truncate md:inline">{name ?? t('Account')}</span>
          <span className="sr-only md:hidden">{name ? t('Account of {name}', { name }) : t('Account')}</span>
        </button>
        {open && (
          <Suspense fallback={null}>
            <AccountMenu
              within={menuRef}
              onDismiss={() => setOpen(false)}
              name={name}
              phone={auth.profile.phoneNumber}
              onChoose={(action) => {
                setOpen(false);
                if (action === 'name') onEditName();
                else if (action === 'addresses') onSavedAddresses();
                else if (action === 'orders') onMyOrders();
                else if (action === 'delete-account') setDeleting(true);
                else void auth.signOut();
              }}
            />
          </Suspense>
        )}
      </div>
      {deletion}
    </>
  );
}
