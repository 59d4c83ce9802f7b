import { describe, expect, it } from 'vitest';
import { paymentChoices, paymentToSend } from './payment-choices.ts';

describe('paymentChoices', () => {
  it('offers the ways to pay at the door only, Cash on Delivery first, when online payment is off', () => {
    expect(paymentChoices(false, 'delivery')).toEqual([
      { method: 'cod', label: 'Cash on Delivery', hint: 'Cash to the rider' },
      { method: 'card', label: 'Card', hint: 'Card machine at your door' },
      { method: 'upi', label: 'UPI', hint: "Scan the rider's UPI QR" },
    ]);
  });

  it('adds paying online, in checkout words, when the server has a gateway', () => {
    const choices = paymentChoices(true, 'pickup');
    expect(choices.map((c) => c.method)).toEqual(['cod', 'card', 'upi', 'online']);
    expect(choices[0]?.hint).toBe('Pay when you collect it');
    // Never 'Cash on Delivery' for an order collected at the counter.
    expect(choices[0]?.label).toBe('Cash at the counter');
    expect(choices[3]).toEqual({
      method: 'online',
      label: 'Pay online (UPI, cards, netbanking)',
      hint: 'Pay now, before the kitchen starts',
    });
  });
});

describe('paymentToSend', () => {
  it('sends the choice, but never online once the server stopped offering it', () => {
    expect(paymentToSend('online', true)).toBe('online');
    expect(paymentToSend('online', false)).toBe('cod');
    expect(paymentToSend('upi', false)).toBe('upi');
  });
});
