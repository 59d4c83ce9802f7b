import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMISE_SETTINGS } from '#shared/promise/promise-settings.ts';
import { promiseFormSchema, promiseFormValues } from './promise-draft.ts';

describe('the Delivery estimate form', () => {
  it('sends null for the switch while it is off, and keeps its fields for when it is on', () => {
    const values = promiseFormValues(DEFAULT_PROMISE_SETTINGS);
    expect(values.protectOn).toBe(false);
    expect(promiseFormSchema.parse(values)).toEqual(DEFAULT_PROMISE_SETTINGS);
    expect(promiseFormSchema.parse({ ...values, protectOn: true })).toEqual({
      ...DEFAULT_PROMISE_SETTINGS,
      protect: { thresholdMinutes: 25, action: 'pickup_only', busyExtraMinutes: 10 },
    });
  });

  it("reads the minutes' text as a number, and keys the schema's messages as the fields", () => {
    const values = {
      ...promiseFormValues(DEFAULT_PROMISE_SETTINGS),
      protectOn: true,
      protect: { thresholdMinutes: 5, action: 'busy' as const, busyExtraMinutes: '15' },
      kitchenSlots: Number.NaN,
    };
    const result = promiseFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['kitchenSlots', 'Enter how many orders the kitchen makes at once: 1 to 20'],
      ['protect.thresholdMinutes', 'Enter a threshold of 10 to 120 minutes'],
    ]);
    expect(
      promiseFormSchema.parse({
        ...values,
        kitchenSlots: 2,
        protect: { ...values.protect, thresholdMinutes: 20 },
      }).protect,
    ).toEqual({ thresholdMinutes: 20, action: 'busy', busyExtraMinutes: 15 });
  });
});
