import { defineModule } from '../app-module.ts';
import { redeemableBalanceHooks } from './redeemable-resource-hooks.ts';

/** Redeemable balance codes. */
export default defineModule({ name: 'redeemable', hooks: { 'redeemable-balance': redeemableBalanceHooks } });
