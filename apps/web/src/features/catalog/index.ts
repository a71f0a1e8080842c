import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const catalogFeature: Feature = {
  name: 'catalog',
  routes: [{ menu: 'catalog', page: lazyPage(() => import('./catalog-page.tsx')) }],
};
