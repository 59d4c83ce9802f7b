import { createBrowserRouter } from 'react-router';
import { StorePage } from '../features/store/menu/components/store-page';
import { ErrorPage, NotFoundRoute } from './error-page';

// The storefront is in the first bundle; everything staff-only is fetched only when visited.
export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <StorePage /> },
      {
        path: '/login',
        lazy: () => import('./routes/staff-routes').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: '/admin/*',
        lazy: () => import('./routes/staff-routes').then((m) => ({ Component: m.AdminRoute })),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);
