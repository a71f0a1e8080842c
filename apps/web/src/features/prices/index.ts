import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const pricesFeature: Feature = {
  name: 'prices',
  routes: [
    { menu: 'config-prices', page: lazyPage(() => import('./config-prices-page.tsx')) },
    { menu: 'distributor-prices-export', page: lazyPage(() => import('./distributor-prices-page.tsx')) },
  ],
};
