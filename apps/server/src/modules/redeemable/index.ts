import { defineModule } from '../app-module.ts';
import { codeService } from './code-service.ts';
import { authorizedSellerHooks, redeemableBalanceHooks } from './redeemable-hooks.ts';
import { redeemableRoutes } from './redeemable-routes.ts';
import { redeemService } from './redeem-service.ts';
import { sellerService } from './seller-service.ts';

export { annulCode, assignCodes, createBatch, sellCode } from './code-service.ts';
export { redeemCode } from './redeem-service.ts';
export { lockCodes } from './redeemable-repository.ts';
export { recordPayment } from './seller-service.ts';

/**
 * Redeemable balance codes (DOMAIN.md "Redeemable balance"): batches of unguessable codes, handed to authorized
 * sellers, sold by them (each sale a row of the seller's own ledger, settled by payments the company records) and
 * redeemed once into a user's balance through the ledger, with a throttle on wrong codes. The generic engine serves
 * the code list (masked codes), the redeemed report and the sellers' movements.
 */
export default defineModule({
  name: 'redeemable',
  hooks: { 'redeemable-balance': redeemableBalanceHooks, 'authorized-seller': authorizedSellerHooks },
  register(app, { db, config }) {
    redeemableRoutes(app, {
      codes: codeService(db, { publicUrl: config.publicUrl, port: config.port }),
      sellers: sellerService(db),
      redeem: redeemService(db),
    });
  },
});
