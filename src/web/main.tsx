import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <App queryClient={createQueryClient()} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
);

// The server renders the storefront page; other pages arrive empty and render here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
