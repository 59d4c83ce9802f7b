import { describe, expect, it } from 'vitest';
import { orderAge } from './order-age.ts';

const placed = '2026-11-24T15:00:00Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(placed) + minutes * 60_000 + seconds * 1000);

describe('how long an order has waited against its promise', () => {
  it('counts whole minutes since it was placed', () => {
    expect(orderAge(placed, 8, at(0))).toEqual({ minutes: 0, tone: 'on-time', text: '0 min · promised 8' });
    expect(orderAge(placed, 8, at(5, 59)).minutes).toBe(5);
  });

  it('turns amber two minutes before the promise and red past it', () => {
    expect(orderAge(placed, 8, at(5, 59)).tone).toBe('on-time');
    expect(orderAge(placed, 8, at(6)).tone).toBe('near');
    expect(orderAge(placed, 8, at(8)).tone).toBe('near');
    expect(orderAge(placed, 8, at(8, 1))).toEqual({
      minutes: 8,
      tone: 'late',
      text: '8 min · late, promised 8',
    });
  });

  it("follows the order's own promise (busy mode's when it was placed busy)", () => {
    expect(orderAge(placed, 18, at(12)).tone).toBe('on-time');
    expect(orderAge(placed, 18, at(16)).tone).toBe('near');
    expect(orderAge(placed, 18, at(19)).tone).toBe('late');
  });

  it('never counts below zero when the device clock is behind the server', () => {
    expect(orderAge(placed, 8, at(-3)).minutes).toBe(0);
  });
});
