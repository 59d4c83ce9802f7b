import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { refundDraft, refundFormSchema } from './refund-form.ts';

const schema = refundFormSchema(123.5);
const wide = refundFormSchema(2000);
const issues = (amount: string, reason = 'Cold chai') =>
  schema.safeParse({ amount, reason }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the Refund dialog', () => {
  it('starts with everything that is left, in rupees and paise', () => {
    expect(refundDraft(123.5)).toEqual({ amount: '123.50', reason: '' });
    expect(refundDraft(40)).toEqual({ amount: '40.00', reason: '' });
  });

  it('sends the amount as a number of rupees and the reason trimmed', () => {
    expect(wide.parse({ amount: '₹1,000.25 ', reason: '  Cold chai ' })).toEqual({
      amount: 1000.25,
      reason: 'Cold chai',
    });
    expect(schema.parse({ amount: '123.50', reason: 'Wrong item' }).amount).toBe(123.5);
  });

  it("refuses beside the amount what the server would refuse, in the server's words", () => {
    expect(issues('')).toEqual([['amount', PAYMENT_MESSAGES.refundAmount]]);
    expect(issues('abc')).toEqual([['amount', PAYMENT_MESSAGES.refundAmount]]);
    expect(issues('0.5')).toEqual([['amount', PAYMENT_MESSAGES.refundAmount]]);
    expect(issues('123.51')).toEqual([['amount', PAYMENT_MESSAGES.refundAmount]]);
    expect(issues('10.005')).toEqual([['amount', 'At most two decimals']]);
  });

  it('requires a reason', () => {
    expect(issues('10', '   ')).toEqual([['reason', PAYMENT_MESSAGES.refundReason]]);
  });
});
