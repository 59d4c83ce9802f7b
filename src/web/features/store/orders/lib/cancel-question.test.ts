import { describe, expect, it } from 'vitest';
import { cancelQuestion } from './cancel-question.ts';

const payment = (status: 'pending' | 'paid', refunded = 0) =>
  ({ status, refunded }) as Parameters<typeof cancelQuestion>[0]['payment'];

describe('the question before a customer cancels', () => {
  it('says how much a prepaid order gets back, and when', () => {
    expect(cancelQuestion({ paymentMethod: 'online', payment: payment('paid'), total: 180 })).toBe(
      'The shop will not prepare it. This cannot be undone. The ₹180 you paid online is refunded in full to the card, UPI account or bank you paid from; it usually reaches you in 5-7 working days.',
    );
  });

  it('says nothing of refunds for an order paid at the door or not paid yet', () => {
    expect(cancelQuestion({ paymentMethod: 'cod', payment: payment('pending'), total: 180 })).toBe(
      'The shop will not prepare it. This cannot be undone.',
    );
    expect(cancelQuestion({ paymentMethod: 'online', payment: payment('pending'), total: 180 })).toBe(
      'The shop will not prepare it. This cannot be undone.',
    );
  });
});
