import { describe, expect, it } from 'vitest';
import { parsePromoMessage } from './promo-message.ts';

describe('parsePromoMessage', () => {
  it('accepts only PROMO_NOTIFICATION messages with text', () => {
    expect(parsePromoMessage({ type: 'PROMO_NOTIFICATION', message: ' 20% off chai ' })).toEqual({
      type: 'PROMO_NOTIFICATION',
      message: '20% off chai',
    });
    expect(parsePromoMessage({ type: 'OTHER', message: 'x' })).toBeUndefined();
    expect(parsePromoMessage({ type: 'PROMO_NOTIFICATION', message: '' })).toBeUndefined();
    expect(parsePromoMessage('PROMO_NOTIFICATION')).toBeUndefined();
  });
});
