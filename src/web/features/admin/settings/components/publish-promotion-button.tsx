// Publishing sends the saved promotional message to every open storefront as the 5-second
// Special Offer toast; an in-page confirmation first, since every customer online sees it.
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePublishPromotion } from '../api/publish-promotion.ts';

export function PublishPromotionButton({ message }: { message: string }) {
  const publish = usePublishPromotion();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function confirm() {
    setAsking(false);
    setResult(undefined);
    try {
      await publish.mutateAsync();
      setResult({ ok: true, text: 'Promotion sent' });
    } catch (failure) {
      setResult({ ok: false, text: failureMessage(failure, 'Update failed') });
    }
  }

  return (
    <section aria-labelledby="promo-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="promo-heading" className="text-lg font-bold">
        Promotion
      </h2>
      <p className="text-sm text-stone-700">
        Shows the saved promotional message, “{message}”, as a Special Offer to every customer who has the
        shop open now, for 5 seconds. Save your changes first to send a new message.
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={publish.isPending}
        className="flex h-10 items-center gap-2 rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <Megaphone aria-hidden="true" className="h-4 w-4" />
        {publish.isPending ? 'Publishing...' : 'Publish promotion'}
      </button>
      <div aria-live="polite">
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            className={`rounded-lg p-3 text-sm font-semibold ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
          >
            {result.text}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Publish promotion"
        message={`Send “${message}” to every open storefront now?`}
        confirmLabel="Publish"
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </section>
  );
}
