import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { RootProviders } from './app/providers/root-providers.tsx';
import { RootRoutes } from './app/root-routes.tsx';
import { AppErrorPage } from './pages/app-error-page.tsx';
import { reloadSession } from './session.ts';

// a login or logout in another tab changes the stored session: follow it
window.addEventListener('storage', (e) => {
  if (e.key === null || ['token', 'profile', 'company', 'menu', 'configuration'].includes(e.key)) reloadSession();
});

createRoot(document.getElementById('root')!).render(
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
