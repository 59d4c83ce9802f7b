import { describe, expect, it } from 'vitest';
import type { AddressSearchResponse } from '#shared/api/location.ts';
import { createAddressSearch } from './search-address.ts';

const place = (area: string) => ({ results: [{ area, label: area, latitude: 1, longitude: 2 }] });

describe('createAddressSearch', () => {
  it('drops an older answer that arrives after a newer one, and aborts the older request', async () => {
    const pending = new Map<
      string,
      { resolve: (answer: AddressSearchResponse) => void; signal: AbortSignal }
    >();
    const search = createAddressSearch(
      (q, signal) => new Promise((resolve) => pending.set(q, { resolve, signal })),
    );
    const older = search('gandhi road');
    const newer = search('mg road');
    expect(pending.get('gandhi road')!.signal.aborted).toBe(true);
    expect(pending.get('mg road')!.signal.aborted).toBe(false);
    pending.get('mg road')!.resolve(place('MG Road'));
    pending.get('gandhi road')!.resolve(place('Gandhi Road'));
    expect(await newer).toEqual(place('MG Road'));
    expect(await older).toBeUndefined();
  });

  it("hides an aborted search's failure but passes the latest search's failure on", async () => {
    const search = createAddressSearch(
      (_q, signal) =>
        new Promise((_resolve, reject) => {
          if (_q === 'down') reject(new Error('provider down'));
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const first = search('first');
    const latest = search('down');
    expect(await first).toBeUndefined();
    await expect(latest).rejects.toThrow('provider down');
  });
});
