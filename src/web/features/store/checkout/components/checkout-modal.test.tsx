import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '#shared/api/settings.ts';
import { EMPTY_LOCATION } from '#web/features/store/shared/lib/location-state.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { storeSettingsKey } from '#web/lib/query-keys.ts';
import { CheckoutModal } from './checkout-modal.tsx';

function checkout(onlinePayments: boolean, status: ShopStatus | null = null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(storeSettingsKey('en'), { onlinePayments } as PublicSettings);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <CheckoutModal
        open
        onClose={() => {}}
        lines={[
          {
            key: 'i1',
            itemId: 'i1',
            name: 'Masala Chai',
            price: 30,
            quantity: 2,
            unit: 'cup',
            options: [],
            note: null,
          },
        ]}
        orderType="pickup"
        onOrderTypeChange={() => {}}
        location={EMPTY_LOCATION}
        savedAddresses={[]}
        profile={null}
        edits={{}}
        onDraftChange={() => {}}
        onChangeLocation={() => {}}
        delivery={undefined}
        status={status}
        onPlaced={() => undefined}
        onRemoveLine={() => {}}
        onSignInNeeded={() => {}}
        menu={{ items: [{ id: 'i1', category: 'chai' }], categories: [{ id: 'cat-chai', slug: 'chai' }] }}
      />
    </QueryClientProvider>,
  );
}

/** Each payment radio's label text and hint, the checked one marked. */
const paymentRadios = (html: string) =>
  [
    ...html.matchAll(
      /<input ([^>]*name="payment"[^>]*)\/><span[^>]*><span[^>]*>([^<]*)<\/span><span[^>]*>([^<]*)<\/span>/g,
    ),
  ].map((m) => {
    const value = m[1]?.match(/value="(\w+)"/)?.[1];
    return `${value}: ${m[2]} / ${m[3]}${m[1]?.includes('checked=""') ? ' (checked)' : ''}`;
  });

describe('the ways to pay at checkout', () => {
  it('offers paying online, with its hint, when the server has a gateway; cash stays the default, at pickup for a pickup order', () => {
    expect(paymentRadios(checkout(true))).toEqual([
      'cod: Cash at the counter / Pay when you collect it (checked)',
      'card: Card / Card machine at the counter',
      'upi: UPI / Scan the shop&#x27;s UPI QR',
      'online: Pay online (UPI, cards, netbanking) / Pay now, before the kitchen starts',
    ]);
  });

  it('does not offer paying online without a gateway', () => {
    expect(paymentRadios(checkout(false)).map((r) => r.split(':')[0])).toEqual(['cod', 'card', 'upi']);
  });
});

describe('the estimate at checkout', () => {
  const pickupOnly: ShopStatus = {
    state: 'open',
    promiseMinutes: 30,
    headline: 'Pickup only for now · Ready for pickup in about 12 minutes',
    short: 'Pickup only',
    refusal: null,
    deliveryText: 'Delivery in about 30 minutes',
    pickupText: 'Ready for pickup in about 12 minutes',
    deliveryOff: 'Pickup only for now: delivery is back once the kitchen catches up.',
  };
  const orderTypeRadio = (html: string, type: string) =>
    html.match(new RegExp(`<input [^>]*name="order-type"[^>]*value="${type}"[^>]*/>`))?.[0] ?? '';

  it('says the pickup estimate, and offers no delivery while the switch takes pickup orders only, saying why', () => {
    const html = checkout(false, pickupOnly);
    expect(html).toContain('Ready for pickup in about 12 minutes');
    expect(orderTypeRadio(html, 'delivery')).toContain('disabled=""');
    expect(orderTypeRadio(html, 'pickup')).not.toContain('disabled');
    expect(html).toContain('Pickup only for now: delivery is back once the kitchen catches up.');
  });

  it('offers delivery otherwise', () => {
    const html = checkout(false, { ...pickupOnly, deliveryOff: undefined });
    expect(orderTypeRadio(html, 'delivery')).not.toContain('disabled');
    expect(html).not.toContain('data-testid="delivery-off"');
  });

  it("says the pickup minutes of this cart's kinds of item, from the estimate's queue", () => {
    const queue = {
      acceptMinutes: 2,
      kitchenFreeInMinutes: 0,
      riderFreeInMinutes: null,
      usualPrepMinutes: 3,
      prepByCategory: { 'cat-chai': 7 },
      riderSpeedKmh: 15,
    };
    const open = { ...pickupOnly, deliveryOff: undefined, quote: { queue, busyExtraMinutes: 5 } };
    // Accepted in 2, the chai made in 7, busy mode's 5 on top: 14 (the header's 12 is for a usual cart).
    expect(checkout(false, open)).toContain('Ready for pickup in about 14 minutes');
  });
});
