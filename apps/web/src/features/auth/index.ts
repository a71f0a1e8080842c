import { lazyPage } from '../../lib/lazy-page.ts';
import { PUBLIC_PATHS } from '../../public/public-paths.ts';

/**
 * The public pages before a session (spec §2): they sit outside /admin, in the root router. A first load on one
 * of them gets the small public entry instead (main.tsx); these routes serve the moves within the loaded app.
 */
const PublicRoute = lazyPage(() => import('./public-route.tsx'));
export const PUBLIC_ROUTES = PUBLIC_PATHS.map((path) => ({ path, page: PublicRoute }));
