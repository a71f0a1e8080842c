import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { CodeListActions } from './code-list-actions.tsx';

export const redeemableFeature: Feature = {
  name: 'redeemable',
  routes: [
    { menu: 'redeemable-balance-user-redeem', page: lazyPage(() => import('./redeem-code-page.tsx')) },
    { menu: 'redeemable-balance-sell', page: lazyPage(() => import('./sell-codes-page.tsx')) },
    { menu: 'redeemable-balance-dist', page: lazyPage(() => import('./distribute-codes-page.tsx')) },
    // the menu offers the sellers' screen to those who hand out codes; whoever may read the sellers' movements
    // (the debts it shows) opens it
    { menu: 'redeemable-balance-sellers', permission: 'redeemable-vendor-balance-movement.list', page: lazyPage(() => import('./sellers-page.tsx')) },
    { menu: 'redeemable-balance-redeem-export', page: lazyPage(() => import('./redeemed-export-page.tsx')) },
  ],
  // balance codes are created by batch (their own page) and handed out on their own screens
  extensions: { 'redeemable-balance': { listActions: CodeListActions } },
  createPages: {
    'redeemable-balance': { permission: 'redeemable-balance.create', page: lazyPage(() => import('./batch-create-page.tsx')) },
  },
};
