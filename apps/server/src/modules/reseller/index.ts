import { defineModule } from '../app-module.ts';
import { deliveryTracer, revealTracer } from '../credentials/index.ts';
import { faultService } from '../faults/index.ts';
import { pricingService } from '../pricing/index.ts';
import { renewalService } from '../renewals/index.ts';
import { orderService } from '../sales/index.ts';
import { resellerRoutes } from './reseller-routes.ts';
import { resellerService } from './reseller-service.ts';
import { smmV2Actions } from './smm-v2-actions.ts';
import { smmV2Routes } from './smm-v2-routes.ts';

/**
 * The reseller API (README "Integraciones"): REST under /api/v1/reseller/ and the SMM panels' POST /api/v2, both
 * called with an API key (modules/api-keys) that acts as its owner. Orders are the same direct purchase as the
 * web's (modules/sales), so prices, commissions, ledger rows and idempotency are the same.
 */
export default defineModule({
  name: 'reseller',
  async register(app, { db }) {
    const reseller = resellerService(db, { orders: orderService(db), pricing: pricingService(db), renewals: renewalService(db), faults: faultService(db) });
    const trace = revealTracer(db);
    resellerRoutes(app, reseller, trace, deliveryTracer(db));
    await app.register(async (scope) => smmV2Routes(scope, smmV2Actions(reseller), trace));
  },
});
