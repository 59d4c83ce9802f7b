import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#shared/errors.ts';
import { ApiRequestError } from './api-client.ts';
import { failureFields, failureMessage } from './failure-message.ts';

describe('failureMessage', () => {
  it("gives the server's words for a refusal, a 4xx or a 5xx that says why", () => {
    const conflict = new ApiRequestError(409, 'CONFLICT', 'This category still has 2 items.');
    expect(failureMessage(conflict, 'Failed to delete category')).toBe('This category still has 2 items.');
    const full = new ApiRequestError(507, 'SERVER_ERROR', 'Upload failed: the image storage is full.');
    expect(failureMessage(full, 'Save failed')).toBe('Upload failed: the image storage is full.');
    const limited = new ApiRequestError(429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED);
    expect(failureMessage(limited, 'Save failed')).toBe(ERROR_MESSAGES.RATE_LIMITED);
  });

  it("gives the action's message when no answer came or the answer says nothing specific", () => {
    const noAnswer = new ApiRequestError(0, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
    expect(failureMessage(noAnswer, 'Failed to save item')).toBe('Failed to save item');
    const generic = new ApiRequestError(500, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
    expect(failureMessage(generic, 'Save failed')).toBe('Save failed');
    expect(failureMessage(new TypeError('x is undefined'), 'Update failed')).toBe('Update failed');
  });
});

describe('failureFields', () => {
  it("gives the server's field messages, or none", () => {
    const refused = new ApiRequestError(400, 'VALIDATION_ERROR', 'Please check your input and try again', {
      email: 'This email address is reserved for customer accounts',
    });
    expect(failureFields(refused)).toEqual({ email: 'This email address is reserved for customer accounts' });
    expect(failureFields(new Error('offline'))).toEqual({});
  });
});
