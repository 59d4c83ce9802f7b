import { describe, expect, it } from 'vitest';
import { addressLines } from '#shared/kitchen/address-lines.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { busyText } from './busy-text.ts';

describe('busy mode on the board', () => {
  const busy = { extraMinutes: 10 as const, until: '2026-11-24T16:10:00Z' };

  it("says the extra minutes and the end on the shop's clock", () => {
    expect(busyText(busy, new Date('2026-11-24T15:40:00Z'), 'Asia/Kolkata')).toBe(
      'Busy: +10 min until 9:40 PM',
    );
    expect(shopClockTime(new Date('2026-11-24T18:35:00Z'), 'Asia/Kolkata')).toBe('12:05 AM');
    expect(shopClockTime(new Date('2026-11-24T06:30:00Z'), 'Asia/Kolkata')).toBe('12:00 PM');
  });

  it('says nothing once it has ended by itself, or when off', () => {
    expect(busyText(busy, new Date('2026-11-24T16:10:00Z'), 'Asia/Kolkata')).toBeNull();
    expect(busyText(null, new Date('2026-11-24T15:40:00Z'), 'Asia/Kolkata')).toBeNull();
  });
});

describe('a delivery address on a card', () => {
  const parts = {
    name: 'Neha Gokhale',
    phone: '+919822055555',
    house: 'Flat 4B, Sai Heights',
    address: 'Porwal Road',
    area: 'Lohegaon, Pune',
    landmark: 'Opposite the temple',
    deliveryNotes: 'Ring twice',
    latitude: 18.6,
    longitude: 73.91,
  };

  it('gives the door first, then street, area, landmark and notes', () => {
    expect(addressLines(parts)).toEqual([
      'Flat 4B, Sai Heights',
      'Porwal Road',
      'Lohegaon, Pune',
      'Landmark: Opposite the temple',
      'Notes: Ring twice',
    ]);
  });

  it('gives only the written address of an order placed before addresses had parts', () => {
    const old = { ...parts, house: null, area: null, landmark: null, deliveryNotes: null };
    expect(addressLines({ ...old, address: '12 MG Road, Pune' })).toEqual(['12 MG Road, Pune']);
  });
});
