import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { NotifyMe } from './notify-me.tsx';

const order = { id: 'o1', status: 'placed' } as Order;

/** NotifyMe where the shop's push key is `key` (null: the shop sends none); node has no push. */
function render(key: string | null, status: Order['status'] = 'placed') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['push-key'], key);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <NotifyMe order={{ ...order, status }} />
    </QueryClientProvider>,
  );
}

describe('Notify me on a browser that cannot take notifications', () => {
  it('says so when the shop sends them', () => {
    expect(render('BPublicKey')).toContain(NOTIFICATION_TEXTS.notifyUnsupported);
  });

  it('says nothing when the shop sends none, or the order is finished', () => {
    expect(render(null)).toBe('');
    expect(render('BPublicKey', 'delivered')).toBe('');
  });
});
