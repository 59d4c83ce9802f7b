// 'Delete my account' from the account menu (docs/product.md#privacy-and-retention): a
// confirmation that says what goes and what the bills keep, then the customer is signed out here
// and in the browser's other tabs, and a notice says it is done. The server refuses while an order
// is on its way, in words shown here. Its own chunk: it is opened rarely, never at first paint.
import { useEffect, useState } from 'react';
import { ACCOUNT_DELETION_MESSAGES } from '#shared/api/account-deletion.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { deleteAccount } from '../api/delete-account.ts';
import { useAuth } from '../auth-context.tsx';

/** How long the notice stays once the account is deleted. */
const NOTICE_MS = 6_000;

// The default export: the account button loads it with lazy() as it is, the lightest way in the
// storefront's first load.
export default function DeleteAccountDialog({ onDone }: { onDone: () => void }) {
  const auth = useAuth();
  const t = useT();
  const [step, setStep] = useState<'confirm' | 'deleting' | 'deleted'>('confirm');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (step !== 'deleted') return;
    const timer = setTimeout(onDone, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [step, onDone]);

  if (step === 'deleted')
    return (
      <p
        role="status"
        className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-xl bg-stone-900 px-4 py-3 text-center font-semibold text-white shadow-xl"
      >
        {t(ACCOUNT_DELETION_MESSAGES.deleted)}
      </p>
    );

  async function confirm() {
    setStep('deleting');
    setError(undefined);
    try {
      await deleteAccount();
      // The server has ended every session and cleared the cookie: forget the customer here too.
      auth.sessionEnded();
      setStep('deleted');
    } catch (failure) {
      setError(failureMessage(failure, 'Could not delete your account. Please try again.'));
      setStep('confirm');
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('Delete my account')}
      message={t(
        'Your profile, saved addresses and notification settings are erased, and you are signed out on every device. This cannot be undone.',
      )}
      details={
        <>
          <p className="mt-3 text-sm text-stone-700">
            {t(
              'The bills of your past orders keep your name and phone number, as the law requires the shop to keep its bills. You can sign up again with the same number as a new customer.',
            )}
          </p>
          {error && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800">
              {t(error)}
            </p>
          )}
        </>
      }
      confirmLabel={step === 'deleting' ? t('Deleting...') : t('Delete my account')}
      cancelLabel={t('Keep my account')}
      busy={step === 'deleting'}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
