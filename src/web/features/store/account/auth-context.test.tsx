import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billQueryOptions } from '#web/features/bill/api/get-bill.ts';
import { customerMeQueryOptions } from '#web/features/store/shared/api/customer-me.ts';
import { locationActions, readLocationState } from '#web/features/store/shared/location-store.ts';
import { AuthProvider, forgetCustomer, rememberSignedIn, useAuth } from './auth-context.tsx';

function Probe() {
  const auth = useAuth();
  return <span>{auth.loading ? 'loading' : auth.isAuthenticated ? 'in' : 'out'}</span>;
}

describe('useAuth', () => {
  it('throws its message outside its provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts loading inside the provider', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('loading');
  });
});

describe('forgetCustomer', () => {
  it('drops the bills read while signed in: a bill is never shown again from memory once signed out', () => {
    const queryClient = new QueryClient();
    const { queryKey } = billQueryOptions('order-1');
    queryClient.setQueryData(queryKey, { number: 'CE/26-27/000001' } as never);
    forgetCustomer(queryClient);
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
  });

  it("drops the chosen delivery location: a shared phone does not show the last customer's address", () => {
    locationActions.choose('Flat 12, Sai Heights, Porwal Road', {
      latitude: 18.6016,
      longitude: 73.9152,
      area: 'Porwal Road, Lohegaon, Pune',
    });
    forgetCustomer(new QueryClient());
    expect(readLocationState()).toMatchObject({ selected: null, point: null });
  });
});

describe('rememberSignedIn', () => {
  it('is not undone by a read of the session that was sent before the sign-in and answers after it', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = customerMeQueryOptions();
    let answer: (value: { profile: null }) => void = () => undefined;
    const before = queryClient.fetchQuery({
      queryKey,
      queryFn: () => new Promise<{ profile: null }>((resolve) => (answer = resolve)),
    });
    const profile = { id: 'c1', phone: '+919822066666', fullName: 'Asha' } as never;
    rememberSignedIn(queryClient, profile);
    answer({ profile: null });
    await before.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(queryKey)).toEqual({ profile });
  });
});
