// The session check could not be answered (too many requests, or no answer): that says nothing
// about being signed out, so the admin area waits and offers to ask again instead of sending the
// person to the sign-in page.
import { FormAlert } from '#web/components/ui/form-alert.tsx';

type Props = { message: string; retrying: boolean; onRetry: () => void };

export function SessionUnavailable({ message, retrying, onRetry }: Props) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-stretch gap-4 p-8 text-center">
      <FormAlert message={message} tone="notice" />
      {retrying ? (
        <p role="status" className="text-stone-600">
          Trying again shortly...
        </p>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Try again
        </button>
      )}
    </main>
  );
}
