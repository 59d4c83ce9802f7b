import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { EMPTY_WEEK, ist, shop } from '#tests/helpers/shop-hours.ts';
import { LOOKAHEAD_DAYS, shopAvailability } from './availability.ts';
import { ALL_DAY_SCHEDULE, DEFAULT_SHOP_HOURS } from './default-hours.ts';

// The week of Monday 2025-03-03 in Pune. CHAI_WEEK: Mon-Thu 07:00-11:30 and 16:00-23:00,
// Fri 18:00-02:00, Sat 07:00-11:30, Sun closed.

describe('shopAvailability: shifts', () => {
  it('is open inside a shift and says when it closes', () => {
    expect(shopAvailability(shop(), ist('2025-03-03T08:00'))).toEqual({
      state: 'open',
      opensAt: null,
      closesAt: ist('2025-03-03T11:30'),
      promiseMinutes: DELIVERY_MINUTES,
    });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(shopAvailability(shop(), ist('2025-03-03T07:00')).state).toBe('open');
    expect(shopAvailability(shop(), new Date(ist('2025-03-03T07:00').getTime() - 1)).state).toBe('closed');
    expect(shopAvailability(shop(), new Date(ist('2025-03-03T11:30').getTime() - 1)).state).toBe('open');
    expect(shopAvailability(shop(), ist('2025-03-03T11:30'))).toEqual({
      state: 'closed',
      opensAt: ist('2025-03-03T16:00'),
      closesAt: null,
      promiseMinutes: DELIVERY_MINUTES,
    });
  });

  it('has two shifts a day, and opens the next morning after the last', () => {
    expect(shopAvailability(shop(), ist('2025-03-03T13:00')).opensAt).toEqual(ist('2025-03-03T16:00'));
    expect(shopAvailability(shop(), ist('2025-03-03T16:00')).closesAt).toEqual(ist('2025-03-03T23:00'));
    expect(shopAvailability(shop(), ist('2025-03-03T23:30')).opensAt).toEqual(ist('2025-03-04T07:00'));
    expect(shopAvailability(shop(), ist('2025-03-03T06:00')).opensAt).toEqual(ist('2025-03-03T07:00'));
  });

  it('keeps a shift across midnight open on both sides of midnight', () => {
    expect(shopAvailability(shop(), ist('2025-03-07T17:59')).opensAt).toEqual(ist('2025-03-07T18:00'));
    expect(shopAvailability(shop(), ist('2025-03-07T23:59')).closesAt).toEqual(ist('2025-03-08T02:00'));
    expect(shopAvailability(shop(), ist('2025-03-08T00:00')).state).toBe('open');
    expect(shopAvailability(shop(), ist('2025-03-08T01:59')).closesAt).toEqual(ist('2025-03-08T02:00'));
    expect(shopAvailability(shop(), ist('2025-03-08T02:00'))).toMatchObject({
      state: 'closed',
      opensAt: ist('2025-03-08T07:00'),
    });
  });

  it('runs from Saturday into Sunday and from Sunday into Monday', () => {
    const lateWeekend = shop({
      schedule: {
        ...EMPTY_WEEK,
        saturday: [{ opens: '20:00', closes: '01:00' }],
        sunday: [{ opens: '22:00', closes: '03:00' }],
      },
    });
    expect(shopAvailability(lateWeekend, ist('2025-03-09T00:30')).closesAt).toEqual(ist('2025-03-09T01:00'));
    expect(shopAvailability(lateWeekend, ist('2025-03-10T02:30')).closesAt).toEqual(ist('2025-03-10T03:00'));
    expect(shopAvailability(lateWeekend, ist('2025-03-10T03:00')).opensAt).toEqual(ist('2025-03-15T20:00'));
  });

  it('closes when the open time ends, across shifts that touch and across days', () => {
    const touching = shop({
      schedule: {
        ...EMPTY_WEEK,
        monday: [
          { opens: '16:00', closes: '20:00' },
          { opens: '20:00', closes: '24:00' },
        ],
        tuesday: [{ opens: '00:00', closes: '02:00' }],
      },
    });
    expect(shopAvailability(touching, ist('2025-03-03T17:00')).closesAt).toEqual(ist('2025-03-04T02:00'));
    expect(shopAvailability(touching, ist('2025-03-04T01:00')).closesAt).toEqual(ist('2025-03-04T02:00'));
  });
});

describe('shopAvailability: holidays and the look-ahead', () => {
  it('skips a holiday to the next open day', () => {
    const mondayOff = shop({ holidays: [{ date: '2025-03-03', note: 'Holi' }] });
    expect(shopAvailability(mondayOff, ist('2025-03-03T08:00'))).toMatchObject({
      state: 'closed',
      opensAt: ist('2025-03-04T07:00'),
    });
    expect(shopAvailability(mondayOff, ist('2025-03-02T20:00')).opensAt).toEqual(ist('2025-03-04T07:00'));
  });

  // The decision: a shift belongs to the day it opens, and a holiday closes the shifts that open on
  // it. Friday's shift (18:00-02:00) keeps its hours after midnight when Saturday is a holiday, and
  // is closed through to 02:00 when Friday is.
  it("keeps the hours after midnight of the evening before a holiday, and closes a holiday's own", () => {
    const saturdayOff = shop({ holidays: [{ date: '2025-03-08' }] });
    expect(shopAvailability(saturdayOff, ist('2025-03-08T01:00')).closesAt).toEqual(ist('2025-03-08T02:00'));
    expect(shopAvailability(saturdayOff, ist('2025-03-08T07:00')).opensAt).toEqual(ist('2025-03-10T07:00'));

    const fridayOff = shop({ holidays: [{ date: '2025-03-07' }] });
    expect(shopAvailability(fridayOff, ist('2025-03-07T20:00')).opensAt).toEqual(ist('2025-03-08T07:00'));
    expect(shopAvailability(fridayOff, ist('2025-03-08T01:00'))).toMatchObject({
      state: 'closed',
      opensAt: ist('2025-03-08T07:00'),
    });
  });

  it('finds no opening in a week without shifts', () => {
    expect(shopAvailability(shop({ schedule: EMPTY_WEEK }), ist('2025-03-03T08:00'))).toEqual({
      state: 'closed',
      opensAt: null,
      closesAt: null,
      promiseMinutes: DELIVERY_MINUTES,
    });
  });

  it(`looks ${LOOKAHEAD_DAYS} days ahead and no further`, () => {
    const mondaysOnly = { ...EMPTY_WEEK, monday: [{ opens: '07:00', closes: '11:30' }] };
    const now = ist('2025-03-03T12:00');
    expect(shopAvailability(shop({ schedule: mondaysOnly }), now).opensAt).toEqual(ist('2025-03-10T07:00'));
    const nextMondayOff = shop({ schedule: mondaysOnly, holidays: [{ date: '2025-03-10' }] });
    expect(shopAvailability(nextMondayOff, now).opensAt).toBeNull();
  });

  it('is open all the time out of the box, with no closing in sight', () => {
    const outOfTheBox = shop({ ...DEFAULT_SHOP_HOURS });
    expect(outOfTheBox.schedule).toBe(ALL_DAY_SCHEDULE);
    for (const local of ['2025-03-03T00:00', '2025-03-05T12:34', '2025-03-09T23:59']) {
      expect(shopAvailability(outOfTheBox, ist(local))).toEqual({
        state: 'open',
        opensAt: null,
        closesAt: null,
        promiseMinutes: DELIVERY_MINUTES,
      });
    }
  });
});

describe('shopAvailability: pause and busy mode', () => {
  it('is paused whatever the hours say', () => {
    expect(shopAvailability(shop({ paused: true }), ist('2025-03-03T08:00'))).toEqual({
      state: 'paused',
      opensAt: null,
      closesAt: null,
      promiseMinutes: DELIVERY_MINUTES,
    });
    expect(shopAvailability(shop({ paused: true }), ist('2025-03-03T13:00')).state).toBe('paused');
  });

  it('adds the busy minutes until busy mode ends', () => {
    const busy = shop({ busy: { extraMinutes: 10, until: '2025-03-03T09:00:00+05:30' } });
    expect(shopAvailability(busy, ist('2025-03-03T08:59')).promiseMinutes).toBe(DELIVERY_MINUTES + 10);
    expect(shopAvailability(busy, ist('2025-03-03T09:00')).promiseMinutes).toBe(DELIVERY_MINUTES);
    expect(shopAvailability(busy, ist('2025-03-03T10:00')).promiseMinutes).toBe(DELIVERY_MINUTES);
  });

  it('reads the end of busy mode as an instant, whatever its offset', () => {
    const busy = shop({ busy: { extraMinutes: 15, until: '2025-03-03T03:30:00Z' } });
    expect(shopAvailability(busy, ist('2025-03-03T08:59')).promiseMinutes).toBe(DELIVERY_MINUTES + 15);
    expect(shopAvailability(busy, ist('2025-03-03T09:00')).promiseMinutes).toBe(DELIVERY_MINUTES);
  });
});

describe("shopAvailability: the shop's time zone", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the string 'undefined'.
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('reads a UTC server clock on the shop wall clock', () => {
    // 23:00 UTC on Sunday is 04:30 on Monday in Pune: before Monday's first shift, not Sunday night.
    expect(shopAvailability(shop(), new Date('2025-03-02T23:00:00Z'))).toMatchObject({
      state: 'closed',
      opensAt: new Date('2025-03-03T01:30:00Z'),
    });
    // 02:00 UTC on Monday is 07:30 in Pune.
    expect(shopAvailability(shop(), new Date('2025-03-03T02:00:00Z'))).toMatchObject({
      state: 'open',
      closesAt: new Date('2025-03-03T06:00:00Z'),
    });
  });

  it('gives the same answer whatever zone the process itself runs in', () => {
    const now = ist('2025-03-07T23:30');
    const answers = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((zone) => {
      process.env.TZ = zone;
      return shopAvailability(shop(), now);
    });
    for (const answer of answers) expect(answer.closesAt).toEqual(ist('2025-03-08T02:00'));
  });

  it('follows daylight saving in a zone that has it', () => {
    // London moved from 01:00 GMT to 02:00 BST on Sunday 2025-03-30.
    const london = shop({
      timeZone: 'Europe/London',
      schedule: { ...EMPTY_WEEK, saturday: [{ opens: '22:00', closes: '04:00' }], sunday: [] },
    });
    expect(shopAvailability(london, new Date('2025-03-29T23:00:00Z')).closesAt).toEqual(
      new Date('2025-03-30T03:00:00Z'),
    );
    expect(shopAvailability(london, new Date('2025-03-30T03:00:00Z')).opensAt).toEqual(
      new Date('2025-04-05T21:00:00Z'),
    );
  });
});
