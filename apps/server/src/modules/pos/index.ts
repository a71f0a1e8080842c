import { defineModule } from '../app-module.ts';
import { posInfoService } from './pos-info-service.ts';
import { posOrderService } from './pos-order-service.ts';
import { posResourceHooks } from './pos-resource-hooks.ts';
import { posRoutes } from './pos-routes.ts';
import { posTurnService } from './pos-turn-service.ts';

/** What the demo seed writes through (the branch, its catalogue, orders and turns), as the API would. */
export { findBranch, loadCatalogue } from './pos-catalog-repository.ts';
export { closeTurn, insertOrderOnce, insertTurnOnce } from './pos-order-repository.ts';

/**
 * The offline point of sale's server side (DOMAIN.md "Offline point of sale"): what a branch installs
 * (pos-get-info), the exactly-once sync of its orders priced again with the shared calculators, cash register
 * turns, and the receipt layout of POS and store orders. Its catalogues are plain resources of the engine.
 */
export default defineModule({
  name: 'pos',
  hooks: posResourceHooks,
  register(app, { db }) {
    posRoutes(app, { info: posInfoService(db), orders: posOrderService(db), turns: posTurnService(db) });
  },
});
