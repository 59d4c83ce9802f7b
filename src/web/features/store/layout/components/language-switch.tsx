// The one-tap language switch, 'English · हिंदी · मराठी': each name in its own language and
// script (so a reader finds theirs whatever the page is in), the current one marked. Choosing loads
// that language's words, then the whole storefront switches and the cookie remembers it.
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from '#shared/i18n/languages.ts';
import { useChooseLanguage, useLanguage, useT } from '#web/lib/i18n/language-context.tsx';

type Props = { tone?: 'light' | 'dark'; className?: string };

export function LanguageSwitch({ tone = 'light', className = '' }: Props) {
  const t = useT();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const [failed, setFailed] = useState(false);
  const idle = tone === 'dark' ? 'text-stone-300 hover:text-white' : 'text-stone-700 hover:text-brand-800';
  const chosen = tone === 'dark' ? 'font-bold text-white' : 'font-bold text-brand-800';
  return (
    <fieldset className={`flex items-center gap-1 text-sm ${className}`}>
      <legend className="sr-only">{t('Language')}</legend>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden="true" className={tone === 'dark' ? 'text-stone-500' : 'text-stone-400'}>
              ·
            </span>
          )}
          <button
            type="button"
            lang={LANGUAGE_TAGS[language]}
            aria-pressed={language === current}
            onClick={() => {
              setFailed(false);
              choose(language).catch(() => setFailed(true));
            }}
            className={`min-h-11 rounded px-1.5 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 ${
              language === current ? chosen : idle
            }`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </span>
      ))}
      {failed && (
        <span role="alert" className={tone === 'dark' ? 'text-red-300' : 'text-red-800'}>
          {t('That language could not be loaded. Please try again.')}
        </span>
      )}
    </fieldset>
  );
}
