import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const StockImportPage = lazyPage(() => import('./stock-import-page.tsx'));

export const stockImportFeature: Feature = {
  name: 'stock-import',
  routes: [
    { menu: 'digital-account-import', page: StockImportPage, props: { kind: 'accounts' } },
    { menu: 'digital-account-import-profiles', page: StockImportPage, props: { kind: 'profiles' } },
  ],
};
