import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorPage } from './pages/app-error-page.tsx';
import { reloadSession } from '../session.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { RootProviders } from './providers/root-providers.tsx';
import { RootRoutes } from './root-routes.tsx';

/** The whole app (public pages and the admin): main.tsx loads it for every URL that is not a store. */
export function mountApp(root: HTMLElement) {
  // a login or logout in another tab changes the stored session: follow it
  window.addEventListener('storage', (e) => {
    if (e.key === null || ['token', 'profile', 'company', 'menu', 'configuration'].includes(e.key)) reloadSession();
  });

  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <RootProviders>
          <ErrorBoundary fallback={(error) => <AppErrorPage error={error} />}>
            <RootRoutes />
          </ErrorBoundary>
        </RootProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
