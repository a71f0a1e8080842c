import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const toolsFeature: Feature = {
  name: 'tools',
  routes: [{ menu: 'tools-app', page: lazyPage(() => import('./tools-app-page.tsx')) }],
};
