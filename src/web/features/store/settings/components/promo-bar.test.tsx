import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '#shared/api/settings.ts';
import { PromoBar } from './promo-bar.tsx';

const settings = (promotionalMessage: string, promoForNewcomers: boolean) =>
  ({ promotionalMessage, promoForNewcomers }) as PublicSettings;
const bar = (s: PublicSettings, ordered: boolean | undefined) =>
  renderToString(<PromoBar settings={s} ordered={ordered} />);

describe('the offer bar', () => {
  it('hides a first-order offer from a customer who has ordered, and shows it to the others', () => {
    const offer = settings('20% off your first order with CHAI20', true);
    expect(bar(offer, true)).toBe('');
    expect(bar(offer, false)).toContain('20% off your first order');
    expect(bar(offer, undefined)).toContain('20% off your first order');
  });

  it('shows a shop-wide notice to a returning customer when it is not for newcomers only', () => {
    expect(bar(settings('Closed on Diwali', false), true)).toContain('Closed on Diwali');
  });

  it('shows nothing for an empty message', () => {
    expect(bar(settings('  ', false), false)).toBe('');
  });
});
