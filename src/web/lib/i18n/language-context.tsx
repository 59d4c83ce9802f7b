// Which language the storefront speaks, and its words (translate.ts). The server renders a page in
// the language of the customer's cookie and the browser starts in the same one (start-app.tsx);
// choosing another loads its words, then switches every text, the menu and the settings at once.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '#shared/i18n/languages.ts';
import { rememberLanguage } from './language-cookie.ts';
import { loadWords } from './load-words.ts';
import { translate, translateExact, type Words, type WordValues } from './translate.ts';

type LanguageState = {
  language: Language;
  words: Words;
  /** Loads the language's words, then switches to it and remembers it (cookie). */
  choose: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  words: {},
  choose: async () => undefined,
});

type Props = { language: Language; words: Words; children: ReactNode };

export function LanguageProvider({ language: initial, words: initialWords, children }: Props) {
  const [state, setState] = useState({ language: initial, words: initialWords });
  // Taps in a row: the last one wins, whichever language's words arrive last.
  const latest = useRef(0);
  const choose = useCallback(async (language: Language) => {
    const tap = ++latest.current;
    const words = await loadWords(language);
    if (tap !== latest.current) return;
    rememberLanguage(language);
    document.documentElement.lang = LANGUAGE_TAGS[language];
    setState({ language, words });
  }, []);
  const value = useMemo(() => ({ ...state, choose }), [state, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The storefront's language. */
export const useLanguage = (): Language => useContext(LanguageContext).language;

/** Loads and switches to another language (the language switch). */
export const useChooseLanguage = () => useContext(LanguageContext).choose;

export type Translate = (english: string, values?: WordValues) => string;

/** The translator: an English text, a key with places and its values, or a server's message. */
export function useT(): Translate {
  const { words } = useContext(LanguageContext);
  return useCallback((english: string, values?: WordValues) => translate(words, english, values), [words]);
}

/**
 * For text people typed (the banner, the offer, a name): its entry as written when the shop's own
 * default is in the table, never read as a pattern ('Happy hour at 4 pm' is not '{day} at {time}').
 */
export function useExactT(): (text: string) => string {
  const { words } = useContext(LanguageContext);
  return useCallback((text: string) => translateExact(words, text), [words]);
}
