import { describe, expect, it } from 'vitest';
import { changeLines, shopTime, userAgentShort, valueText } from './audit-text.ts';

describe('audit log texts', () => {
  it('shows a price change in rupees, old to new', () => {
    expect(changeLines({ price: 30 }, { price: 25 })).toEqual([{ field: 'price', from: '₹30', to: '₹25' }]);
    expect(valueText('pricePaise', 2550)).toBe('₹25.50');
    expect(valueText('in_stock', false)).toBe('no');
    expect(valueText('description', '')).toBe('(none)');
  });

  it('lists values without an old one on their own (creations, older entries)', () => {
    expect(changeLines(null, { email: 'kavya@example.com', bannerTitle: 'Monsoon' })).toEqual([
      { field: 'email', to: 'kavya@example.com' },
      { field: 'banner title', to: 'Monsoon' },
    ]);
  });

  it("words a group's options by name, price and state, not as JSON", () => {
    const before = [
      { name: 'Regular', price_delta: 0, is_default: true, is_available: true },
      { name: 'Kulhad', price_delta: 10, is_default: false, is_available: true },
    ];
    const after = [
      { name: 'Regular', price_delta: 0, is_default: true, is_available: true },
      { name: 'Kulhad', price_delta: 12.5, is_default: false, is_available: false },
    ];
    expect(changeLines({ options: before }, { options: after })).toEqual([
      {
        field: 'options',
        from: 'Regular (default), Kulhad +₹10',
        to: 'Regular (default), Kulhad +₹12.50 (off)',
      },
    ]);
    // Which options by id: counted, since the ids mean nothing on the page.
    expect(valueText('changed_options', { created: ['c'], updated: ['a', 'b'], deleted: ['d'] })).toBe(
      '1 added, 2 kept or edited, 1 removed',
    );
    expect(valueText('changed_options', { created: [], updated: ['a'], deleted: [] })).toBe(
      '1 kept or edited',
    );
    expect(valueText('changed_options', { created: [], updated: [], deleted: [] })).toBe('(none)');
    // Anything else shaped like an object stays JSON.
    expect(valueText('other', { created: [], updated: [], deleted: [], more: 1 })).toBe(
      '{"created":[],"updated":[],"deleted":[],"more":1}',
    );
  });

  it('shows a deleted record going to none, named by what it kept', () => {
    expect(changeLines({ kind: 'percent', value: 10 }, { code: 'CHAI10' })).toEqual([
      { field: 'code', to: 'CHAI10' },
      { field: 'kind', from: 'percent', to: '(none)' },
      { field: 'value', from: '10', to: '(none)' },
    ]);
  });

  it('names the browser and system, and the time on the shop clock', () => {
    expect(
      userAgentShort(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(userAgentShort('curl/8.5.0')).toBe('curl');
    expect(userAgentShort(null)).toBe('');
    expect(shopTime('2026-11-26T14:45:00.000Z', 'Asia/Kolkata')).toMatch(/26 Nov 2026, 8:15\s?pm/i);
  });
});
