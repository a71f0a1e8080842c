import { defineModule } from '../app-module.ts';
import { deliveryTracer } from '../credentials/index.ts';
import { onConsignmentApproved } from '../consignments/index.ts';
import { onCommit } from '../../db/client.ts';
import { cartService } from './cart-service.ts';
import { checkoutService } from './checkout-service.ts';
import { clientProfileService } from './client-profile-service.ts';
import { storeCheckoutRoutes } from './store-checkout-routes.ts';
import { scheduleStorePayments, STORE_PAY_QUEUE } from './store-payment-jobs.ts';
import { storeSignupService } from './store-signup-service.ts';

export { addItem, ensureOpenCart } from './store-checkout-repository.ts';
export { placeOrders } from './store-orders.ts';
export { payCart } from './store-payment.ts';

/**
 * The store's cart, checkout and client profile: sign-up as a Publico client, a server cart that follows
 * the client, checkout through the sale machinery, and the automatic payment of an order waiting for payment when
 * the client's top-up is approved (a job of the queue, sent once per approval after it commits).
 */
export default defineModule({
  name: 'store-checkout',
  register(app, { db, jobs }) {
    const checkout = checkoutService(db);
    storeCheckoutRoutes(app, {
      signup: storeSignupService(db), carts: cartService(db), checkout, profiles: clientProfileService(db), trace: deliveryTracer(db),
    });
    scheduleStorePayments(jobs, checkout, app.log);
    const stop = onConsignmentApproved((tx, e) => {
      onCommit(tx, () => {
        jobs.send(STORE_PAY_QUEUE, { userId: e.userId }, { key: `consignment:${e.consignmentId}` })
          .catch((err: Error) => app.log.warn(`tienda: no se pudo programar el pago del pedido pendiente (${err.message})`));
      });
    });
    app.addHook('onClose', async () => stop());
  },
});
