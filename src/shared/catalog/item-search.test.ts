import { describe, expect, it } from 'vitest';
import {
  createItemSearch,
  type SearchableItem,
  searchItems,
  searchWords,
  withinOneEdit,
} from './item-search.ts';

const menu: SearchableItem[] = [
  { name: 'Masala Chai', brand: 'Chai Express', description: 'Strong tea with ginger, cardamom and clove.' },
  { name: 'Aloo Tikki Burger', brand: 'Chai Express', description: 'Spiced potato patty and mint mayo.' },
  { name: 'Paneer Burger', brand: 'Chai Express', description: 'Crumb-fried paneer with tandoori mayo.' },
  { name: 'Pepper Steak Roll', brand: 'Irani Cafe', description: 'Grilled steak in a soft roll.' },
  { name: 'Café Latte', brand: 'Irani Cafe', description: 'Espresso and steamed milk.' },
  { name: 'Chaat Platter', brand: 'Pune Snacks', description: 'Papdi, sev and chutneys.' },
];

function find(query: string): string[] {
  return searchItems(createItemSearch(menu), menu, query).map((item) => item.name);
}

describe('searchWords', () => {
  it('lower-cases, drops accents and splits at punctuation', () => {
    expect(searchWords('  Café-Latte, (HOT)! ')).toEqual(['cafe', 'latte', 'hot']);
    expect(searchWords(' ,. ')).toEqual([]);
  });
});

describe('withinOneEdit', () => {
  it('allows one insertion, deletion, substitution or neighbour swap', () => {
    expect(withinOneEdit('burgr', 'burger')).toBe(true);
    expect(withinOneEdit('burgerr', 'burger')).toBe(true);
    expect(withinOneEdit('burgar', 'burger')).toBe(true);
    expect(withinOneEdit('bugrer', 'burger')).toBe(true);
    expect(withinOneEdit('chia', 'chai')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('brgr', 'burger')).toBe(false);
    expect(withinOneEdit('bugrr', 'burger')).toBe(false);
    expect(withinOneEdit('chai', 'chaat')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
  });
});

describe('createItemSearch', () => {
  it('finds words in any order', () => {
    expect(find('chai masala')).toEqual(['Masala Chai']);
    expect(find('MASALA   chai')).toEqual(['Masala Chai']);
  });

  it('puts the items whose name holds every word first, the rest in menu order', () => {
    const shop: SearchableItem[] = [
      { name: 'Masala Maggie', brand: 'Chai Express', description: 'Noodles' },
      { name: 'Plain Maggie', brand: 'Chai Express', description: 'With masala on the side' },
      { name: 'Masala Chai', brand: 'Chai Express', description: 'Ginger' },
    ];
    const names = (query: string) => searchItems(createItemSearch(shop), shop, query).map((i) => i.name);
    expect(names('chai masala')).toEqual(['Masala Chai', 'Masala Maggie', 'Plain Maggie']);
    expect(names('masala')).toEqual(['Masala Maggie', 'Masala Chai', 'Plain Maggie']);
  });

  it('matches the beginning of a word in the name, brand or description', () => {
    expect(find('burg')).toEqual(['Aloo Tikki Burger', 'Paneer Burger']);
    expect(find('iran')).toEqual(['Pepper Steak Roll', 'Café Latte']);
    expect(find('cardam')).toEqual(['Masala Chai']);
  });

  it('forgives one typo in words of four letters or more', () => {
    expect(find('burgr')).toEqual(['Aloo Tikki Burger', 'Paneer Burger']);
    expect(find('masla chia')).toEqual(['Masala Chai']);
    expect(find('panner burgar')).toEqual(['Paneer Burger']);
    expect(find('lattee')).toEqual(['Café Latte']);
  });

  it('does not match inside words or stretch short words', () => {
    // 'tea' is inside 'steak' and 'steamed', but begins no word there.
    expect(find('tea')).toEqual(['Masala Chai']);
    // Too short to forgive: 'tes' is one letter from 'tea'.
    expect(find('tes')).toEqual([]);
    // Two edits away from 'chaat', so 'chai' does not bring the chaat.
    expect(find('chai')).toEqual(['Masala Chai', 'Aloo Tikki Burger', 'Paneer Burger']);
  });

  it('needs every word of the query', () => {
    expect(find('paneer roll')).toEqual([]);
    expect(find('burger mint')).toEqual(['Aloo Tikki Burger']);
  });

  it('matches everything for an empty query and nothing for an empty menu', () => {
    expect(createItemSearch(menu).find('  - ')).toBeNull();
    expect(find('')).toHaveLength(menu.length);
    expect(createItemSearch([]).find('chai')).toEqual([]);
  });
});
