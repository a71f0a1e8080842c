import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export { useTutorials } from './use-tutorials.ts';

export const tutorialsFeature: Feature = {
  name: 'tutorials',
  routes: [{ menu: 'resources', page: lazyPage(() => import('./resources-page.tsx')) }],
};
