import { defineModule } from '../app-module.ts';
import { deliveryTracer, revealTracer } from '../credentials/index.ts';
import { bookingRoutes } from './booking-routes.ts';
import { bookingService } from './booking-service.ts';
import { scheduleBookingExpiry } from './booking-sweeper.ts';
import { scheduleIdempotencyExpiry } from './idempotency-expiry.ts';
import { orderRoutes } from './order-routes.ts';
import { orderService } from './order-service.ts';
import { othersHooks } from './others-hooks.ts';
import { othersRoutes } from './others-routes.ts';
import { othersService } from './others-service.ts';

export { toItems } from './delivery.ts';
export { assertSellable, chargeBuyer, chargeSale, deliverUnits, orderService, type OrderService } from './order-service.ts';
export { annulOthers, finalizeOthers } from './others-service.ts';
export { type AnswerWithSale } from './purchase-answer.ts';
export { type SalePostingInput, postBuyerDebit, postEarnings, reverseSale, reverseSalePart, salePaid } from './sale-posting.ts';
export { type OrderRow, insertOrder, lockOrder, unitsOfOrder, updateOrder } from './sale-repository.ts';
export { assertState, reasonText } from './transition.ts';

/**
 * Purchases, orders, bookings (and their expiry, a job of the job queue), hand-fulfilled requests, and the expiry of
 * the money calls' Idempotency-Key answers (a job too).
 */
export default defineModule({
  name: 'sales',
  hooks: { 'digital-account-others': othersHooks },
  register(app, { db, jobs }) {
    const bookings = bookingService(db);
    orderRoutes(app, orderService(db), deliveryTracer(db));
    bookingRoutes(app, bookings, deliveryTracer(db));
    othersRoutes(app, othersService(db), revealTracer(db));
    scheduleBookingExpiry(jobs, bookings, app.log);
    scheduleIdempotencyExpiry(jobs, db, app.log);
  },
});
