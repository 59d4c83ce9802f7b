import { describe, expect, it } from 'vitest';
import { createKnownDevices } from './known-device.ts';

const SECRET = 'test-secret-0123456789-abcdefghij';

describe('known-device cookie', () => {
  const devices = createKnownDevices(SECRET, { secure: false });
  const header = (setCookie: string) => setCookie.split(';')[0]!;

  it('is read back for its account only, with the device it names', () => {
    const { device, setCookie } = devices.cookie('owner@shop.in');
    expect(devices.read(header(setCookie), 'Owner@Shop.in')).toBe(device);
    expect(devices.read(header(setCookie), 'manager@shop.in')).toBeUndefined();
    // Kept: signing in again on the device keeps its id.
    expect(devices.cookie('owner@shop.in', device).device).toBe(device);
  });

  it('refuses a forged device id, a foreign signature and another secret', () => {
    const { setCookie } = devices.cookie('owner@shop.in');
    const [name, value] = header(setCookie).split('=') as [string, string];
    const [, signature] = value.split('.');
    expect(devices.read(`${name}=AAAAAAAAAAAAAAAAAAAAAA.${signature}`, 'owner@shop.in')).toBeUndefined();
    expect(devices.read(`${name}=${value.slice(0, -2)}xx`, 'owner@shop.in')).toBeUndefined();
    const other = createKnownDevices(`${SECRET}-other`, { secure: false });
    expect(other.read(header(setCookie), 'owner@shop.in')).toBeUndefined();
  });

  it('is Secure in production', () => {
    expect(createKnownDevices(SECRET, { secure: true }).cookie('owner@shop.in').setCookie).toMatch(
      /; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(devices.cookie('owner@shop.in').setCookie).not.toMatch(/Secure/);
  });
});
