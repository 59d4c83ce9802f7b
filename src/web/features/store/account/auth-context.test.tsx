import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { billQueryOptions } from '#web/features/bill/api/get-bill.ts';
import { AuthProvider, forgetCustomer, useAuth } from './auth-context.tsx';

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
});
