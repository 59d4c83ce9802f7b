import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorPage } from './error-page.tsx';
import { StoreRoute } from './routes/store-route.tsx';

// The storefront is in the first bundle; everything staff-only is fetched only when visited.
// Declarative routes rather than the data router: the same features at half the bytes in the
// storefront's first load (docs/decisions/005-storefront-first-load.md).
const LoginRoute = lazy(() => import('./routes/staff-routes.tsx').then((m) => ({ default: m.LoginRoute })));
const AdminRoute = lazy(() => import('./routes/staff-routes.tsx').then((m) => ({ default: m.AdminRoute })));

// Only the lazy routes sit in a Suspense boundary: the server-rendered storefront then hydrates
// in one pass instead of as a deferred boundary.
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-8 text-center text-stone-600">
          Loading...
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<StoreRoute />} />
      <Route
        path="/login"
        element={
          <Lazy>
            <LoginRoute />
          </Lazy>
        }
      />
      <Route
        path="/admin/*"
        element={
          <Lazy>
            <AdminRoute />
          </Lazy>
        }
      />
      <Route path="*" element={<ErrorPage notFound />} />
    </Routes>
  );
}
