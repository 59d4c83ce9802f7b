import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#shared/errors.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { showFailure } from './show-failure.ts';

function fakeForm() {
  const errors: Record<string, string> = {};
  return {
    errors,
    getValues: () => ({ code: '', value: '' }),
    setError: (name: string, error: { message?: string }) => {
      errors[name] = error.message ?? '';
    },
  };
}

describe('showFailure', () => {
  it("puts the server's field message next to its field, and says it only there", () => {
    const form = fakeForm();
    const taken = 'Another discount code already uses this code';
    showFailure(form, new ApiRequestError(409, 'CONFLICT', taken, { code: taken }), 'Save failed');
    expect(form.errors).toEqual({ code: taken });
  });

  it('says the message above Save when no field of the form carries it', () => {
    const form = fakeForm();
    const refusal = new ApiRequestError(400, 'VALIDATION_ERROR', 'Please check your input and try again', {
      value: 'Value must be greater than 0',
      robotCheck: 'Please complete the security check and try again',
    });
    showFailure(form, refusal, 'Save failed');
    expect(form.errors).toEqual({
      value: 'Value must be greater than 0',
      robotCheck: 'Please complete the security check and try again',
      root: 'Please check your input and try again',
    });
  });

  it('puts a message for a row of a list next to that row, and says it only there', () => {
    const form = { ...fakeForm(), getValues: () => ({ feeSlabs: [{ upToKm: '2' }, { upToKm: '1.5' }] }) };
    const overlap = 'Fee slabs overlap: up to 2 km and up to 1.5 km';
    showFailure(
      form,
      new ApiRequestError(400, 'VALIDATION_ERROR', overlap, { 'feeSlabs.1.upToKm': overlap }),
      'Save failed',
    );
    expect(form.errors).toEqual({ 'feeSlabs.1.upToKm': overlap });
  });

  it("gives the action's message when no answer came", () => {
    const form = fakeForm();
    showFailure(form, new ApiRequestError(0, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR), 'Save failed');
    expect(form.errors).toEqual({ root: 'Save failed' });
  });
});
