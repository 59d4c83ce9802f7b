import Search from 'lucide-react/icons/search';
import { useT } from '#web/lib/i18n/language-context.tsx';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <search className="relative block">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
      />
      <input
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('Search for chai, snacks, and more...')}
        aria-label={t('Search for chai, snacks, and more')}
        className="h-10 w-full rounded-xl border border-stone-300 bg-stone-50 pl-9 pr-3 text-sm focus-visible:border-brand-700 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      />
    </search>
  );
}
