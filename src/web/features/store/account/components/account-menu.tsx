// The signed-in customer's menu: the name (or a prompt to give one), the phone, the saved addresses,
// the orders, the order SMS switch, 'Sign Out' and, set apart, 'Delete my account'.
import LogOut from 'lucide-react/icons/log-out';
import MapPin from 'lucide-react/icons/map-pin';
import ReceiptText from 'lucide-react/icons/receipt-text';
import Trash2 from 'lucide-react/icons/trash-2';
import User from 'lucide-react/icons/user';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { WHATSAPP_TEXTS } from '#shared/come-back/whatsapp.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { NotificationSwitch } from './notification-switch.tsx';

export type AccountAction = 'name' | 'addresses' | 'orders' | 'sign-out' | 'delete-account';

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

export function AccountMenu({
  name,
  phone,
  onChoose,
  within,
  onDismiss,
}: {
  name: string | null;
  phone: string;
  onChoose: (action: AccountAction) => void;
  /** The menu and its button: a press outside it, or Escape, closes the menu. */
  within: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}) {
  const t = useT();
  // Here rather than in the button: the listeners live only while the menu is open, and their
  // code loads with the menu instead of with every page (the storefront's first load).
  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !within.current?.contains(event.target as Node)
      )
        onDismiss();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [within, onDismiss]);
  const item = (label: string, icon: ReactNode, action: AccountAction, className = itemClass) => (
    <button type="button" onClick={() => onChoose(action)} className={className}>
      {icon}
      {label}
    </button>
  );
  return (
    <div className="absolute right-0 top-12 z-40 w-60 rounded-xl border border-stone-200 bg-white p-2 shadow-xl">
      {name && <p className="px-3 pt-1 font-semibold">{name}</p>}
      <p className="px-3 pb-2 text-sm text-stone-600">{phone}</p>
      {name
        ? item(t('Change name'), <User aria-hidden="true" className="h-4 w-4" />, 'name')
        : item(
            t('Add your name'),
            <User aria-hidden="true" className="h-4 w-4" />,
            'name',
            `${itemClass} mb-1 bg-brand-50 font-semibold text-brand-800`,
          )}
      {item(t('Saved addresses'), <MapPin aria-hidden="true" className="h-4 w-4" />, 'addresses')}
      {item(t('My orders'), <ReceiptText aria-hidden="true" className="h-4 w-4" />, 'orders')}
      <NotificationSwitch channel="orderSms" label={NOTIFICATION_TEXTS.smsUpdates} />
      <NotificationSwitch channel="whatsapp" label={WHATSAPP_TEXTS.optIn} />
      {item(t('Sign Out'), <LogOut aria-hidden="true" className="h-4 w-4" />, 'sign-out')}
      {item(
        t('Delete my account'),
        <Trash2 aria-hidden="true" className="h-4 w-4" />,
        'delete-account',
        `${itemClass} mt-1 border-t border-stone-200 text-sm text-red-800`,
      )}
    </div>
  );
}
