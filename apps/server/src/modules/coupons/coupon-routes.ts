import { couponQuoteAnswer, myCouponsAnswer } from '@app/shared/contracts/coupons';
import { answers } from '@app/shared/contracts/envelope';
import { couponCodeInput, fieldSchema, order, recordId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CouponService } from './coupon-service.ts';

// the order's own quantity rule (1 to 100 units), so the quote accepts what a purchase accepts
const quantity = fieldSchema(order.fields.find((f) => f.name === 'quantity')!);

const quoteBody = z.strictObject({
  code: couponCodeInput.refine((v) => !!v, { message: 'Escribe el código del cupón' }),
  type_digital_account_id: recordId('El producto'),
  quantity: quantity as z.ZodType<number>,
});

/** A buyer's coupons: its personal ones (profile) and the price a coupon gives before buying (purchase screen). */
export function couponRoutes(root: FastifyInstance, coupons: CouponService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];

  // any signed-in user, on its own coupons only
  app.get('/api/v1/coupons/mine', { schema: { tags, summary: 'Mis cupones personales (premios)', response: answers({ 200: myCouponsAnswer }) } },
    async (req) => ({ items: await coupons.mine(req.auth) }));

  app.post('/api/v1/coupons/quote', {
    schema: { tags, summary: 'Precio de una compra con un cupón, sin comprar', body: quoteBody, response: answers({ 200: couponQuoteAnswer }) },
    config: { permission: 'order.create' },
  }, async (req) => {
    const quote = await coupons.quote(req.auth, { ...req.body, code: req.body.code ?? '' });
    return { ...quote, msg: `Cupón ${quote.coupon?.code ?? ''} aplicado.` };
  });
}
