import { describe, expect, it } from 'vitest';
import { OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { isStaleGroupFailure } from './stale-group.ts';

describe('isStaleGroupFailure', () => {
  it("knows the server's refusal of a save from a form loaded before a change", () => {
    expect(isStaleGroupFailure(new ApiRequestError(409, 'CONFLICT', OPTION_GROUP_MESSAGES.staleGroup))).toBe(
      true,
    );
  });

  it('leaves every other failure to the form: another conflict, a field message, no answer', () => {
    expect(
      isStaleGroupFailure(new ApiRequestError(409, 'CONFLICT', OPTION_GROUP_MESSAGES.tooManyGroups)),
    ).toBe(false);
    expect(
      isStaleGroupFailure(new ApiRequestError(400, 'VALIDATION_ERROR', OPTION_GROUP_MESSAGES.staleGroup)),
    ).toBe(false);
    expect(isStaleGroupFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});
