import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONNECTION, handlers, onPublicEvent, REREAD_SPREAD_MS } from './public-stream.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the public stream', () => {
  it('reads the settings and checks the menu at once on the first connection, and spreads later re-reads over 0-3 s', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const settings = vi.fn();
    const menu = vi.fn();
    const promo = vi.fn();
    const stop = [
      onPublicEvent('settings', settings),
      onPublicEvent('menu', menu),
      onPublicEvent('promo', promo),
    ];
    handlers.ready();
    expect(settings).toHaveBeenCalledTimes(1);
    expect(menu.mock.calls).toEqual([[FIRST_CONNECTION]]);

    // A save, then a reconnection: each waits its random part of the spread.
    handlers.settings({});
    handlers.ready();
    vi.advanceTimersByTime(0.9 * REREAD_SPREAD_MS - 1);
    expect(settings).toHaveBeenCalledTimes(1);
    expect(menu).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(settings).toHaveBeenCalledTimes(3);
    expect(menu.mock.calls).toEqual([[FIRST_CONNECTION], [{}]]);

    // A promotion carries its message and needs no read: shown at once.
    handlers.promo({ id: 'p1', message: 'Hello' });
    expect(promo).toHaveBeenCalledWith({ id: 'p1', message: 'Hello' });
    for (const off of stop) off();
  });
});
