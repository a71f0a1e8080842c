import { defineModule } from '../app-module.ts';
import { bookingRoutes } from './booking-routes.ts';
import { bookingService } from './booking-service.ts';
import { startBookingSweeper } from './booking-sweeper.ts';
import { orderRoutes } from './order-routes.ts';
import { orderService } from './order-service.ts';
import { othersHooks } from './others-hooks.ts';
import { othersRoutes } from './others-routes.ts';
import { othersService } from './others-service.ts';

/** How often each API process sweeps expired bookings (BOOKING_SWEEP_MS; 0 turns the timer off). */
const sweepMs = () => Number(process.env.BOOKING_SWEEP_MS ?? 30_000);

/** Purchases, orders, bookings (and their expiry sweeper) and hand-fulfilled requests. */
export default defineModule({
  name: 'sales',
  hooks: { 'digital-account-others': othersHooks },
  register(app, { db }) {
    const bookings = bookingService(db);
    orderRoutes(app, orderService(db));
    bookingRoutes(app, bookings);
    othersRoutes(app, othersService(db));
    let stop = () => {};
    app.addHook('onReady', async () => { stop = startBookingSweeper(bookings, sweepMs(), app.log); });
    app.addHook('onClose', async () => stop());
  },
});
