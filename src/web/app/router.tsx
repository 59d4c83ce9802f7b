import { lazy, type ReactNode, Suspense, useContext } from 'react';
import { Route, Routes } from 'react-router';
import { APP_PATHS, BILL_PAGE_PATTERN, PAY_PAGE_PATTERN } from '#shared/app-paths.ts';
import { CONTACT_PATH, PAGE_SLUGS, pagePath } from '#shared/shop-pages/shop-pages.ts';
import { EnglishPage } from '#web/lib/i18n/english-page.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { ErrorPage } from './error-page.tsx';
import { StoreRoute } from './routes/store-route.tsx';
import { ServerRenderedPartsContext } from './server-rendered-parts.tsx';

// The storefront is in the first bundle; everything staff-only is fetched only when visited.
// Declarative routes rather than the data router: the same features at half the bytes in the
// storefront's first load (docs/decisions/005-storefront-first-load.md).
const LoginRoute = lazy(() => import('./routes/staff-routes.tsx').then((m) => ({ default: m.LoginRoute })));
const AdminRoute = lazy(() => import('./routes/staff-routes.tsx').then((m) => ({ default: m.AdminRoute })));
// Opened from a link (My orders, the confirmation, the board), never on the first load.
const BillRoute = lazy(() => import('./routes/bill-route.tsx').then((m) => ({ default: m.BillRoute })));
// Reached only by a full page load from checkout or a Pay now link (its CSP lets the gateway in).
const PayRoute = lazy(() => import('./routes/pay-route.tsx').then((m) => ({ default: m.PayRoute })));

// Only the lazy routes sit in a Suspense boundary: the server-rendered storefront then hydrates
// in one pass instead of as a deferred boundary.
function Lazy({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p role="status" className="p-8 text-center text-stone-600">
          {t('Loading...')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  const { TextPageRoute, ContactRoute } = useContext(ServerRenderedPartsContext);
  return (
    <Routes>
      {/* The server answers 404 for any path not listed in APP_PATHS: keep the two in step. */}
      <Route path={APP_PATHS.store} element={<StoreRoute />} />
      {PAGE_SLUGS.map((slug) => (
        <Route
          key={slug}
          path={pagePath(slug)}
          element={
            <Lazy>
              <TextPageRoute slug={slug} />
            </Lazy>
          }
        />
      ))}
      <Route
        path={CONTACT_PATH}
        element={
          <Lazy>
            <ContactRoute />
          </Lazy>
        }
      />
      <Route
        path={BILL_PAGE_PATTERN}
        element={
          <EnglishPage>
            <Lazy>
              <BillRoute />
            </Lazy>
          </EnglishPage>
        }
      />
      <Route
        path={PAY_PAGE_PATTERN}
        element={
          <Lazy>
            <PayRoute />
          </Lazy>
        }
      />
      <Route
        path={APP_PATHS.login}
        element={
          <EnglishPage>
            <Lazy>
              <LoginRoute />
            </Lazy>
          </EnglishPage>
        }
      />
      <Route
        path={`${APP_PATHS.admin}/*`}
        element={
          <EnglishPage>
            <Lazy>
              <AdminRoute />
            </Lazy>
          </EnglishPage>
        }
      />
      {/* The rider's page: the staff area's session guard and chunk (staff-routes.tsx). */}
      <Route
        path="/rider/*"
        element={
          <EnglishPage>
            <Lazy>
              <AdminRoute />
            </Lazy>
          </EnglishPage>
        }
      />
      <Route path="*" element={<ErrorPage notFound />} />
    </Routes>
  );
}
