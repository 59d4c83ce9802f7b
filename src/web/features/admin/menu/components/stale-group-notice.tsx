// The option group form's notice when its save was refused because the group changed meanwhile:
// the server's words, and a button that loads the group as it is now (dropping what was typed).
import { OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';

type Props = { onReload: () => void; reloading: boolean };

export function StaleGroupNotice({ onReload, reloading }: Props) {
  return (
    <div role="alert" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{OPTION_GROUP_MESSAGES.staleGroup}</p>
      <p>Reloading replaces what you typed here with the group as it is saved now.</p>
      <button
        type="button"
        onClick={onReload}
        disabled={reloading}
        className="h-10 rounded-lg border border-amber-700 bg-white px-4 font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {reloading ? 'Reloading...' : 'Reload group'}
      </button>
    </div>
  );
}
