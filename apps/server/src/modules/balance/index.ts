import { defineModule } from '../app-module.ts';
import { balanceEventRoutes } from './balance-event-routes.ts';
import { balanceEvents } from './balance-events.ts';
import { balanceMovementHooks } from './balance-movement-hooks.ts';
import { balanceRoutes } from './balance-routes.ts';
import { balanceService } from './balance-service.ts';

/** Balances: adjustments, credit limits, movements and the user's live event stream (LISTEN/NOTIFY across processes). */
export default defineModule({
  name: 'balance',
  hooks: balanceMovementHooks,
  async register(app, { db }) {
    balanceRoutes(app, balanceService(db));
    const live = balanceEvents(db.$client, (msg) => app.log.warn(msg));
    await live.start();
    app.addHook('onClose', () => live.close());
    balanceEventRoutes(app, db, live);
  },
});
