import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PromiseNow } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';
import { PromiseLine } from './promise-line.tsx';
import { ProtectBar } from './protect-bar.tsx';

const now: PromiseNow = {
  estimate: {
    deliveryMinutes: 14,
    pickupMinutes: 6,
    at: '2026-11-24T07:40:00Z',
    protect: null,
    queue: {
      acceptMinutes: 1,
      kitchenFreeInMinutes: 0,
      riderFreeInMinutes: null,
      usualPrepMinutes: 3,
      prepByCategory: {},
      riderSpeedKmh: 15,
    },
  },
  parts: { waitMinutes: 1, prepMinutes: 6, riderWaitMinutes: 2, travelMinutes: 5, totalMinutes: 14 },
  protect: null,
  today: { delivered: 14, onTime: 12 },
};
const pickupOnly = {
  action: 'pickup_only' as const,
  since: '2026-11-24T07:35:00Z',
  estimateMinutes: 24,
  busyExtraMinutes: 0,
};

function render(
  node: React.ReactNode,
  promise: PromiseNow | undefined,
  settingsProtect: PublicSettings['protect'] = null,
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, {
    hours: { ...DEFAULT_SHOP_HOURS, timeZone: 'Asia/Kolkata' },
    protect: settingsProtect,
  } as PublicSettings);
  if (promise) queryClient.setQueryData(['admin', 'promise'], promise);
  return renderToStaticMarkup(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
}

describe("the board's promise", () => {
  it('shows the estimate now and the on-time share', () => {
    const html = render(<PromiseLine />, now);
    expect(html).toContain('Estimate now: about 14 min');
    expect(html).toContain('On time today: 12 of 14 (86%)');
    expect(render(<PromiseLine />, undefined)).toBe('');
  });

  it('shows the automatic bar while the switch is on, on the shop clock', () => {
    expect(render(<ProtectBar />, { ...now, protect: pickupOnly })).toContain(
      'Automatic: pickup orders only since 1:05 PM (estimate was 24 min)',
    );
    expect(render(<ProtectBar />, now)).toBe('');
  });

  it("trusts the promise's answer over the settings once it has come", () => {
    expect(render(<ProtectBar />, undefined, pickupOnly)).toContain('Automatic: pickup orders only');
    expect(render(<ProtectBar />, now, pickupOnly)).toBe('');
  });
});
