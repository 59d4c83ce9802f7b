import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LaterSlotsResponse } from '#shared/api/later-orders.ts';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { laterSlotsQueryOptions } from '../api/later-slots.ts';
import type { LaterValue } from '../lib/later-choice.ts';
import LaterChoice from './later-choice.tsx';

const SLOTS: LaterSlotsResponse = {
  enabled: true,
  slots: [
    { at: '2026-11-30T06:00:00.000Z', time: '11:30 AM', full: true },
    { at: '2026-11-30T06:15:00.000Z', time: '11:45 AM', full: false },
  ],
};

function choice(value: LaterValue) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(laterSlotsQueryOptions().queryKey, SLOTS);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <LaterChoice enabled value={value} onChange={() => {}} />
    </QueryClientProvider>,
  );
}

const checkedRadio = (html: string) => html.match(/<input [^>]*checked="" value="(\w+)"/)?.[1];

describe('LaterChoice', () => {
  it("keeps 'Later today' chosen with no time, says why, and asks for a time", () => {
    const html = choice(null);
    expect(checkedRadio(html)).toBe('later');
    expect(html).toContain(LATER_ORDERS_MESSAGES.slotGone);
    expect(html).toMatch(
      new RegExp(`<option value="" disabled="" selected="">${LATER_ORDERS_MESSAGES.chooseTime}`),
    );
  });

  it('shows a chosen time without the message', () => {
    const html = choice('2026-11-30T06:15:00.000Z');
    expect(checkedRadio(html)).toBe('later');
    expect(html).not.toContain(LATER_ORDERS_MESSAGES.slotGone);
    expect(checkedRadio(choice(undefined))).toBe('asap');
  });
});
