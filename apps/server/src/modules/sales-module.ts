import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ResourceHooksMap } from '../engine/resource-hooks.ts';
import { digitalAccountHooks, profileHooks } from './inventory/inventory-hooks.ts';
import { stockByProduct } from './inventory/inventory-repository.ts';
import { profileRoutes } from './inventory/profile-routes.ts';
import { priceGroupHooks, priceListHooks, priceListItemHooks, typeDigitalAccountHooks } from './pricing/catalogue-hooks.ts';
import { pricingRoutes } from './pricing/pricing-routes.ts';
import { pricingService } from './pricing/pricing-service.ts';
import { bookingRoutes } from './sales/booking-routes.ts';
import { bookingService } from './sales/booking-service.ts';
import { startBookingSweeper } from './sales/booking-sweeper.ts';
import { orderRoutes } from './sales/order-routes.ts';
import { orderService } from './sales/order-service.ts';
import { othersHooks } from './sales/others-hooks.ts';
import { othersRoutes } from './sales/others-routes.ts';
import { othersService } from './sales/others-service.ts';

/** Issue 4b's rules on the generic create/update/delete: catalogue, stock and hand-fulfilled requests. */
export const salesHooks: ResourceHooksMap = {
  'type-digital-account': typeDigitalAccountHooks,
  'price-list': priceListHooks,
  'price-list-item': priceListItemHooks,
  'price-group': priceGroupHooks,
  'digital-account': digitalAccountHooks,
  profiles: profileHooks,
  'digital-account-others': othersHooks,
};

/** How often each API process sweeps expired bookings (BOOKING_SWEEP_MS; 0 turns the timer off). */
const sweepMs = () => Number(process.env.BOOKING_SWEEP_MS ?? 30_000);

/**
 * Catalogue prices, purchases, orders, bookings and hand-fulfilled requests, plus the booking
 * sweeper, started when the app is ready and stopped when it closes.
 */
export function mountSales(app: FastifyInstance, db: Db) {
  const orders = orderService(db);
  const bookings = bookingService(db);
  pricingRoutes(app, pricingService(db), (companyId) => stockByProduct(db, companyId));
  orderRoutes(app, orders);
  bookingRoutes(app, bookings);
  othersRoutes(app, othersService(db));
  profileRoutes(app, db);
  let stop = () => {};
  app.addHook('onReady', async () => { stop = startBookingSweeper(bookings, sweepMs(), app.log); });
  app.addHook('onClose', async () => stop());
}
