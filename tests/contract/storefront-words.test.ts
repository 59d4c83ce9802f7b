// The Hindi and Marathi tables against the code: every English text the storefront passes to t()
// has both translations, with the same places ({name}); no entry is left for a text the code no
// longer has; no English text is translated twice.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Words } from '#web/lib/i18n/translate.ts';
import { HINDI_PARTS, HINDI_WORDS } from '#web/lib/i18n/words/hi/index.ts';
import { MARATHI_PARTS, MARATHI_WORDS } from '#web/lib/i18n/words/mr/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'words' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = [...sourceFiles(path.join(ROOT, 'web')), ...sourceFiles(path.join(ROOT, 'shared'))];
const sources = files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

/** The string literals given to t(...) as its first argument: `t('My Cart')`, `t("Don't")`. */
function literalKeys(text: string): string[] {
  const keys: string[] = [];
  const call = /\bt\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)\s*[,)]/g;
  for (const found of text.matchAll(call)) {
    const raw = found[1] ?? found[2] ?? found[3] ?? '';
    keys.push(raw.replace(/\\(.)/g, '$1'));
  }
  return keys;
}

const used = new Map<string, string>();
for (const { file, text } of sources)
  for (const key of literalKeys(text)) used.set(key, path.relative(ROOT, file));

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

describe.each([
  ['Hindi', HINDI_WORDS, HINDI_PARTS],
  ['Marathi', MARATHI_WORDS, MARATHI_PARTS],
] as Array<[string, Words, Readonly<Record<string, Words>>]>)('the %s words', (_name, words, parts) => {
  it('translate every text the storefront gives t()', () => {
    const missing = [...used]
      .filter(([key]) => words[key] === undefined)
      .map(([key, file]) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('keep each entry’s places, and translate it (no empty entry)', () => {
    const wrong = Object.entries(words).filter(
      ([english, translated]) =>
        translated.trim() === '' ||
        JSON.stringify(places(english)) !== JSON.stringify(places(translated)) ||
        // A key of places alone ('{x}') would match every message.
        english.replace(/\{\w+\}/g, '').trim() === '',
    );
    expect(wrong).toEqual([]);
  });

  it('hold no English text twice across their parts', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, table] of Object.entries(parts))
      for (const key of Object.keys(table)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${part})`);
        seen.set(key, part);
      }
    expect(twice).toEqual([]);
  });
});

describe('the tables together', () => {
  it('hold the same English texts in Hindi and Marathi', () => {
    const hindi = Object.keys(HINDI_WORDS).sort();
    const marathi = Object.keys(MARATHI_WORDS).sort();
    expect(hindi.filter((key) => !marathi.includes(key))).toEqual([]);
    expect(marathi.filter((key) => !hindi.includes(key))).toEqual([]);
  });

  it('hold no text the code no longer has', () => {
    // A key with places is the pattern of a text built in the code or by the server; the others
    // must still be written somewhere in the web or shared code (as a t() call or a constant), or
    // be a message the server writes (a refusal a customer can meet, shown as t(message)).
    const server = sourceFiles(path.join(ROOT, 'server')).map((file) => ({
      text: fs.readFileSync(file, 'utf8'),
    }));
    const all = [...sources, ...server].map(({ text }) => text.replace(/\\(['"`])/g, '$1')).join('\n');
    const stale = Object.keys(HINDI_WORDS).filter((key) => !key.includes('{') && !all.includes(key));
    expect(stale).toEqual([]);
  });
});
