import { describe, expect, it } from 'vitest';
import {
  createItemSearch,
  letterCount,
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

  it("ranks 'chai' in an item's name above 'Chai' only in its brand, brand-only items listed first (issue 44)", () => {
    const shop: SearchableItem[] = [
      { name: 'Veg Sandwich', brand: 'Chai Express', description: 'Grilled, with green chutney' },
      { name: 'Bun Maska', brand: 'Chai Express', description: 'Soft bun, butter' },
      { name: 'Ginger Chai', brand: 'Chai Express', description: 'Fresh ginger' },
      { name: 'Lemon Tea', brand: 'Irani Cafe', description: 'Goes well with chai biscuits' },
      { name: 'Masala Chai', brand: 'Irani Cafe', description: 'Cardamom' },
    ];
    const names = (query: string) => searchItems(createItemSearch(shop), shop, query).map((i) => i.name);
    // The brand rule stays: the brand and description still find the others, after the names.
    expect(names('chai')).toEqual(['Ginger Chai', 'Masala Chai', 'Veg Sandwich', 'Bun Maska', 'Lemon Tea']);
    expect(names('CHAI')).toEqual(names('chai'));
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

describe('search in Devanagari, Hinglish and English', () => {
  const shop: SearchableItem[] = [
    {
      name: 'Masala Chai',
      brand: 'Chai Express',
      description: 'Ginger and cardamom',
      searchAliases: ['chaha', 'चहा', 'चाय', 'मसाला चहा'],
    },
    { name: 'Adrak Chai', brand: 'Chai Express', description: 'Ginger tea', searchAliases: ['अद्रक चहा'] },
    {
      name: 'Vada Pav',
      brand: 'Chai Express',
      description: 'Potato fritter in a bun',
      searchAliases: ['वडा पाव'],
    },
    { name: 'समोसा', brand: 'Chai Express', description: 'आलू और मटर', searchAliases: ['samosa'] },
    { name: 'Poha', brand: 'Chai Express', description: 'Flattened rice', searchAliases: ['पोहे', 'पोहा'] },
  ];
  const names = (query: string) => searchItems(createItemSearch(shop), shop, query).map((i) => i.name);

  it('keeps Devanagari vowel signs and the virama inside words', () => {
    expect(searchWords('मसाला चहा')).toEqual(['मसाला', 'चहा']);
    expect(searchWords('पाव, पव; पावा')).toEqual(['पाव', 'पव', 'पावा']);
    expect(searchWords('अद्रक')).toEqual(['अद्रक']);
    // Joiners choose a glyph's shape only: the word is the same with or without them.
    expect(searchWords('अद्\u200dरक')).toEqual(['अद्रक']);
    // Latin accents still go.
    expect(searchWords('Café Crème')).toEqual(['cafe', 'creme']);
  });

  it('counts letters in both scripts for the typo rule', () => {
    expect(letterCount('chai')).toBe(4);
    expect(letterCount('चाय')).toBe(3);
    expect(letterCount('समोसा')).toBe(5);
    // The virama joins two consonants: अद्रक has four letters (अ, द, र, क) and the vowel of none.
    expect(letterCount('अद्रक')).toBe(4);
  });

  it.each([
    // Hindi and Marathi in Devanagari
    ['चाय', ['Masala Chai']],
    ['चहा', ['Masala Chai', 'Adrak Chai']],
    ['मसाला चहा', ['Masala Chai']],
    ['अद्रक', ['Adrak Chai']],
    ['पाव', ['Vada Pav']],
    ['वडा', ['Vada Pav']],
    ['पोहे', ['Poha']],
    ['समोसा', ['समोसा']],
    // a typo in a long enough Devanagari word: a long vowel sign for a short one
    ['समोसी', ['समोसा']],
    // Hinglish in Roman letters
    ['chaha', ['Masala Chai']],
    ['adrak', ['Adrak Chai']],
    ['samosa', ['समोसा']],
    ['vada pav', ['Vada Pav']],
    // English
    ['ginger', ['Masala Chai', 'Adrak Chai']],
    ['masala', ['Masala Chai']],
  ])('%s finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('does not fold different Devanagari words together', () => {
    // पव is not पाव: two letters, too short to forgive, and not its beginning.
    expect(names('पव')).toEqual([]);
    // चह is the beginning of चहा, as 'cha' is of 'chai'.
    expect(names('चह')).toEqual(['Masala Chai', 'Adrak Chai']);
    // Too short to forgive: चाप is one letter from चाय.
    expect(names('चाप')).toEqual([]);
  });

  it('ranks an alias like the name', () => {
    const menu: SearchableItem[] = [
      { name: 'Bun Maska', brand: 'Chai Express', description: 'Best with chai' },
      { name: 'Cutting', brand: 'Chai Express', description: 'Half a glass', searchAliases: ['chai'] },
    ];
    const found = searchItems(createItemSearch(menu), menu, 'chai').map((i) => i.name);
    expect(found).toEqual(['Cutting', 'Bun Maska']);
  });
});
