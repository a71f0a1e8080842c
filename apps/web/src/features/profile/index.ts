import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const profileFeature: Feature = {
  name: 'profile',
  routes: [{ menu: 'profile', page: lazyPage(() => import('./profile-page.tsx')) }],
};
