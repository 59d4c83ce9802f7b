// The red bar while the shop is paused (docs/product.md#pausing-the-shop), on the board and the
// dashboard: whoever looks knows at once that customers cannot order. Resume for those who manage
// the settings (the server refuses anyone else); the rest are told whom to ask. The settings come
// again on the staff stream, so a pause from another device shows here within a moment.
import PauseCircle from 'lucide-react/icons/circle-pause';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useResumeShop } from '../api/shop-pause.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { PAUSE_TEXTS } from '../lib/pause-text.ts';

/** canResume: the viewer may change the settings (settings:manage). */
export function ShopPausedBar({ canResume }: { canResume: boolean }) {
  const settings = useBoardSettings();
  const resume = useResumeShop();
  if (settings.data?.shopOpen !== false) return null;
  return (
    <section
      aria-label="Shop paused"
      data-testid="shop-paused-bar"
      className="space-y-2 rounded-xl bg-red-700 p-3 text-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PauseCircle aria-hidden="true" className="h-6 w-6 shrink-0" />
        <p role="status" className="min-w-0 flex-1 text-lg font-extrabold">
          {PAUSE_TEXTS.bar}
        </p>
        {canResume ? (
          <button
            type="button"
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
            className="h-10 rounded-lg bg-white px-4 font-bold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
          >
            {PAUSE_TEXTS.resume}
          </button>
        ) : (
          <p className="text-sm font-semibold">{PAUSE_TEXTS.resumeHint}</p>
        )}
      </div>
      {resume.error && (
        <FormAlert message={failureMessage(resume.error, 'Orders could not be resumed. Try again.')} />
      )}
    </section>
  );
}
