import { lazyPage } from '../../lib/lazy-page.ts';

/** The admin's home (menu entry `dashboard`, route ''): react-admin's `dashboard`, one per role inside. */
export const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'));
