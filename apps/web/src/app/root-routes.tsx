import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProgressBar } from './layout/top-progress.tsx';
import { lazyPage } from './lazy-page.ts';

const AdminApp = lazyPage(() => import('./admin-app.tsx'));
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'));
const RecoverPage = lazyPage(() => import('../features/auth/recover-page.tsx'));
const RegisterDistributorPage = lazyPage(() => import('../features/auth/register-distributor-page.tsx'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'));
// the public store is its own bundle (no react-admin); a first load on /store/ skips this router (main.tsx)
const StoreApp = lazyPage(() => import('../store/store-app.tsx'));

/** Spec §2 public routes plus the admin under /admin/*; every page is its own chunk. */
export function RootRoutes() {
  return (
    <Suspense fallback={<ProgressBar />}>
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/auth/recover" element={<RecoverPage />} />
        <Route path="/auth/register-distributor" element={<RegisterDistributorPage />} />
        <Route path="/store/:codeuser/*" element={<StoreApp />} />
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
