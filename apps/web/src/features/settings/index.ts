import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const settingsFeature: Feature = {
  name: 'settings',
  routes: [
    // the platform settings are reached from the configuration screens, not from the menu
    { path: 'settings', permission: 'settings.list', page: lazyPage(() => import('./settings-page.tsx')) },
    // the menu offers the company's configuration to those who may change it; whoever may read it opens the page
    { menu: 'config-company', permission: 'company.get', page: lazyPage(() => import('./company-config-page.tsx')) },
  ],
};
