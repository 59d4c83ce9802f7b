import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STREAM_EVENTS } from '#shared/api/events.ts';
import { customerMeQueryOptions } from './customer-me.ts';
import { myOrderStreamHandlers } from './my-order-events.ts';
import { MY_ORDERS_KEY } from './my-orders-keys.ts';

const signedIn = {
  profile: { id: 'p1', phoneNumber: '+919822200001', displayName: null, fullName: null, hasOrdered: false },
};

describe("the customer's order stream", () => {
  it('re-reads who is signed in when the server ends it', async () => {
    const queryClient = new QueryClient();
    const me = customerMeQueryOptions().queryKey;
    queryClient.setQueryData(me, signedIn);
    queryClient.setQueryData(MY_ORDERS_KEY, []);
    const handlers: Record<string, (data: unknown) => unknown> = myOrderStreamHandlers(queryClient);
    await handlers[STREAM_EVENTS.ended]?.({});
    expect(queryClient.getQueryState(me)?.isInvalidated).toBe(true);
  });

  it('re-reads the orders on each change and reconnection, not who is signed in', async () => {
    const queryClient = new QueryClient();
    const me = customerMeQueryOptions().queryKey;
    queryClient.setQueryData(me, signedIn);
    queryClient.setQueryData(MY_ORDERS_KEY, []);
    const handlers = myOrderStreamHandlers(queryClient);
    await handlers.order();
    expect(queryClient.getQueryState(MY_ORDERS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(me)?.isInvalidated).toBe(false);
  });
});
