import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const rolesFeature: Feature = {
  name: 'roles',
  routes: [
    { menu: 'perms-roles', page: lazyPage(() => import('./perms-roles-page.tsx')) },
    { menu: 'menu-roles', page: lazyPage(() => import('./menu-roles-page.tsx')) },
  ],
};
