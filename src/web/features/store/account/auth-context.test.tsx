import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './auth-context.tsx';

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
