import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PromiseSettings } from '#shared/promise/promise-settings.ts';
import { DEFAULT_PROMISE_SETTINGS } from '#shared/promise/promise-settings.ts';
import { PromiseSettingsForm } from './promise-settings-form.tsx';

function render(saved: PromiseSettings) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['admin', 'settings', 'promise'], saved);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <PromiseSettingsForm />
    </QueryClientProvider>,
  );
}

describe('the Delivery estimate card', () => {
  it("shows the estimate's settings, and the switch off", () => {
    const html = render(DEFAULT_PROMISE_SETTINGS);
    expect(html).toContain('Delivery estimate');
    expect(html).toContain('Orders the kitchen makes at once');
    expect(html).toContain('Protect the promise');
    expect(html).not.toContain('Past the threshold');
  });

  it('shows the threshold and the action while the switch is on, and busy minutes for busy mode', () => {
    const on = render({
      ...DEFAULT_PROMISE_SETTINGS,
      protect: { thresholdMinutes: 30, action: 'busy', busyExtraMinutes: 15 },
    });
    expect(on).toContain('Threshold (minutes)');
    expect(on).toContain('Take pickup orders only');
    expect(on).toContain('Busy minutes added');
    const pickup = render({
      ...DEFAULT_PROMISE_SETTINGS,
      protect: { thresholdMinutes: 30, action: 'pickup_only', busyExtraMinutes: 10 },
    });
    expect(pickup).toContain('Past the threshold');
    expect(pickup).not.toContain('Busy minutes added');
  });
});
