import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PUBLIC_ROUTES } from '../features/auth/index.ts';
import { ProgressBar } from './layout/top-progress.tsx';
import { lazyPage } from '../lib/lazy-page.ts';

const AdminApp = lazyPage(() => import('./admin-app.tsx'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'));
// the public store is its own bundle (no react-admin); a first load on /store/ skips this router (main.tsx)
const StoreApp = lazyPage(() => import('../store/store-app.tsx'));

/** Spec §2 public routes plus the admin under /admin/*; every page is its own chunk. */
export function RootRoutes() {
  return (
    <Suspense fallback={<ProgressBar />}>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, page: Page }) => <Route key={path} path={path} element={<Page />} />)}
        <Route path="/store/:codeuser/*" element={<StoreApp />} />
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
