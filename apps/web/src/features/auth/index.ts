import { lazyPage } from '../../lib/lazy-page.ts';

/** The public pages before a session (spec §2): they sit outside /admin, in the root router. */
export const PUBLIC_ROUTES = [
  { path: '/', page: lazyPage(() => import('./login-page.tsx')) },
  { path: '/auth/recover', page: lazyPage(() => import('./recover-page.tsx')) },
  { path: '/auth/register-distributor', page: lazyPage(() => import('./register-distributor-page.tsx')) },
] as const;
