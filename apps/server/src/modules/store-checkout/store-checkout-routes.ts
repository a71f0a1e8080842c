import { cartAnswer, checkoutAnswer, storeClientProfileAnswer, storeSignupAnswer } from '@app/shared/contracts/store-checkout';
import { answers } from '@app/shared/contracts/envelope';
import { recordIdText } from '@app/shared';
import { cartAddSchema, cartMergeSchema, cartQtySchema, checkoutSchema } from '@app/shared/store/cart';
import { storeSignupSchema } from '@app/shared/store/store-signup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartService } from './cart-service.ts';
import type { CheckoutService } from './checkout-service.ts';
import { traceReplay, type RevealTracer } from '../credentials/index.ts';
import type { ClientProfileService } from './client-profile-service.ts';
import type { StoreSignupService } from './store-signup-service.ts';

const code = z.string({ error: 'El código de la tienda es obligatorio' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'El código de la tienda no es válido');
const storeParams = z.object({ code });
const itemParams = z.object({ code, itemId: recordIdText('El producto del carrito') });
const cartParams = z.object({ code, id: recordIdText('El pedido') });

interface Services {
  signup: StoreSignupService;
  carts: CartService;
  checkout: CheckoutService;
  profiles: ClientProfileService;
  trace: RevealTracer;
}

/**
 * The store's client calls (thin: validate, call a service, answer). Sign-up is public and rate-limited like the
 * other public account calls; signing in is POST /api/login. The rest need the store client's session.
 */
export function storeCheckoutRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['store'];

  app.post('/api/v1/store/:code/signup', {
    schema: { tags, params: storeParams, body: storeSignupSchema, response: answers({ 201: storeSignupAnswer }) },
    config: { auth: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.status(201).send({
    item: await s.signup.signup(req.params.code, req.body),
    msg: 'Tu cuenta quedó creada. Ya puedes comprar en esta tienda.',
  }));

  app.get('/api/v1/store/:code/cart', { schema: { tags, params: storeParams, response: answers({ 200: cartAnswer }) } },
    async (req) => ({ cart: await s.carts.get(req.auth, req.params.code) }));

  app.post('/api/v1/store/:code/cart/items', { schema: { tags, params: storeParams, body: cartAddSchema, response: answers({ 200: cartAnswer }) } },
    async (req) => ({ cart: await s.carts.add(req.auth, req.params.code, req.body), msg: 'Producto agregado al carrito.' }));

  app.put('/api/v1/store/:code/cart/items/:itemId', { schema: { tags, params: itemParams, body: cartQtySchema, response: answers({ 200: cartAnswer }) } },
    async (req) => ({ cart: await s.carts.setQt(req.auth, req.params.code, req.params.itemId, req.body.qt), msg: 'Cantidad actualizada.' }));

  app.delete('/api/v1/store/:code/cart/items/:itemId', { schema: { tags, params: itemParams, response: answers({ 200: cartAnswer }) } },
    async (req) => ({ cart: await s.carts.remove(req.auth, req.params.code, req.params.itemId), msg: 'Producto quitado del carrito.' }));

  app.post('/api/v1/store/:code/cart/merge', { schema: { tags, params: storeParams, body: cartMergeSchema, response: answers({ 200: cartAnswer }) } },
    async (req) => ({ cart: await s.carts.merge(req.auth, req.params.code, req.body.items) }));

  app.post('/api/v1/store/:code/checkout', {
    schema: { tags, params: storeParams, body: checkoutSchema, response: answers({ 200: checkoutAnswer }) },
    config: { permission: 'order.create', idempotent: true, replayed: traceReplay(s.trace, 'store-checkout') },
  }, async (req) => {
    const answer = await s.checkout.checkout(req.auth, req.params.code, req.body);
    // a paid checkout delivers the units' credentials: buying is a reveal, one view each
    await s.trace(req, 'store-checkout', answer.items ?? []);
    return answer;
  });

  app.post('/api/v1/store/:code/orders/:id/pay', {
    schema: { tags, params: cartParams, response: answers({ 200: checkoutAnswer }) },
    config: { permission: 'order.finalize', idempotent: true, replayed: traceReplay(s.trace, 'store-checkout') },
  }, async (req) => {
    const answer = await s.checkout.pay(req.auth, req.params.code, req.params.id);
    await s.trace(req, 'store-checkout', answer.items ?? []);
    return answer;
  });

  app.get('/api/v1/store/:code/client-profile', { schema: { tags, params: storeParams, response: answers({ 200: storeClientProfileAnswer }) } },
    async (req) => {
      // the units come masked: the page reveals one at a time through the credentials' reveal call (a view each)
      return { profile: await s.profiles.profile(req.auth, req.params.code) };
    });
}
