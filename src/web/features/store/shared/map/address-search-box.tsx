// Address search above the map: sent on Search (or Enter), never per keystroke, as Nominatim's
// usage policy asks; a place picked moves the map's pin there (docs/product.md#the-map).
import Search from 'lucide-react/icons/search';
import { type FormEvent, useId, useState } from 'react';
import type { AddressSearchResult } from '#shared/api/location.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { createAddressSearch } from './search-address.ts';

const FAILED = 'Address search is not available right now. Move the pin on the map instead.';

export function AddressSearchBox({
  onPick,
}: {
  onPick: (point: { latitude: number; longitude: number }) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AddressSearchResult[]>();
  const [error, setError] = useState<string>();
  const [searching, setSearching] = useState(false);
  const [search] = useState(() => createAddressSearch());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length < 2) return setError('Type at least 2 letters of the address');
    setError(undefined);
    setSearching(true);
    try {
      const answer = await search(query.trim());
      // Replaced by a newer search: that one shows its own results and ends the waiting.
      if (!answer) return;
      setResults(answer.results);
      setSearching(false);
    } catch (failure) {
      setResults(undefined);
      setError(failure instanceof ApiRequestError && failure.status > 0 ? failure.message : FAILED);
      setSearching(false);
    }
  }

  return (
    <div className="space-y-2">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('Search for your area or street')}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('Search for your area or street')}
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-400 px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          <button
            type="submit"
            disabled={searching}
            className="flex h-11 items-center gap-1 rounded-lg bg-stone-800 px-3 font-semibold text-white hover:bg-stone-900 disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Search aria-hidden="true" className="h-4 w-4" />
            {searching ? t('Searching...') : t('Search')}
          </button>
        </form>
      </search>
      <FormAlert message={error && t(error)} />
      {results && (
        <div role="status">
          {results.length === 0 ? (
            <p className="text-sm text-stone-700">
              {t('No place found near the shop. Move the pin on the map instead.')}
            </p>
          ) : (
            <ul
              aria-label={t('Places found')}
              className="divide-y divide-stone-200 rounded-lg border border-stone-200"
            >
              {results.map((result) => (
                <li key={`${result.latitude},${result.longitude}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setResults(undefined);
                      onPick(result);
                    }}
                    className="w-full px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <span className="block font-semibold">{result.area}</span>
                    <span className="block text-stone-700">{result.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
