import { describe, expect, it } from 'vitest';
import { searchWordsMessage, searchWordsOf, searchWordsText } from './search-words.ts';

describe('search words in one box', () => {
  it('joins the stored words and splits what is typed at commas', () => {
    expect(searchWordsText(['chaha', 'चहा', 'चाय'])).toBe('chaha, चहा, चाय');
    expect(searchWordsText([])).toBe('');
    expect(searchWordsOf('chaha, चहा,चाय')).toEqual(['chaha', ' चहा', 'चाय']);
    expect(searchWordsOf('   ')).toEqual([]);
  });

  it("finds the list's message or the first word's, as react-hook-form keeps them", () => {
    expect(searchWordsMessage(undefined)).toBeUndefined();
    expect(searchWordsMessage({ message: 'At most 12 search words', type: 'custom' })).toBe(
      'At most 12 search words',
    );
    expect(
      searchWordsMessage([undefined, undefined, { message: 'A search word must be at most 40 characters' }]),
    ).toBe('A search word must be at most 40 characters');
    expect(searchWordsMessage({ 3: { message: 'From the server' } })).toBe('From the server');
  });
});
