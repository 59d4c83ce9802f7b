import { describe, expect, it } from 'vitest';
import { cartLineKey, normalizeNote } from './item-options.ts';

describe('a note as stored', () => {
  it('collapses whitespace and keeps what can be read', () => {
    expect(normalizeNote('  less \n\t milk  ')).toBe('less milk');
    expect(normalizeNote('कम चीनी 🙏')).toBe('कम चीनी 🙏');
    // A joiner inside an emoji sequence is part of what is read.
    expect(normalizeNote('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('is no note when nothing in it can be seen (spaces, zero-width and format characters)', () => {
    for (const blank of [
      '',
      '   ',
      '\n\t',
      '\u00a0\u3000',
      '\u200b\u200b',
      '\u200d\ufeff',
      ' \u2060 \u200e ',
    ])
      expect(normalizeNote(blank), JSON.stringify(blank)).toBeNull();
    // So such a line is the item's plain line, not a line of its own.
    expect(cartLineKey('i1', [], '\u200b')).toBe(cartLineKey('i1', [], null));
  });
});
