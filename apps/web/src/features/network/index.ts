import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { DistribuitorChildren } from './distribuitor-children.tsx';

const DistribuitorsNetPage = lazyPage(() => import('./distribuitors-net-page.tsx'));

export const networkFeature: Feature = {
  name: 'network',
  routes: [
    { menu: 'distribuitors-net-list', page: DistribuitorsNetPage },
    // one distributor's branch of the tree
    { path: 'distribuitors-net/:id', permission: 'distribuitors.list', page: DistribuitorsNetPage },
  ],
  resourceLists: { 'pending-distributors': lazyPage(() => import('./pending-distributors-list.tsx')) },
  extensions: { distribuitors: { showAside: DistribuitorChildren } },
};
