import { z } from 'zod';
import { CART_MAX_QT } from './cart-rules.ts';

export * from './cart-rules.ts';

/** The cart's request bodies (see cart-rules.ts for what a cart is). */
const productId = z.number({ error: 'El producto es obligatorio' }).int('El producto no es válido').positive('El producto no es válido');
const qt = z.number({ error: 'La cantidad es obligatoria' }).int('La cantidad debe ser un número entero')
  .min(1, 'La cantidad debe ser al menos 1').max(CART_MAX_QT, `La cantidad máxima es ${CART_MAX_QT}`);

export const cartAddSchema = z.strictObject({ type_digital_account_id: productId, qt: qt.optional() });
export const cartQtySchema = z.strictObject({ qt });
export const cartMergeSchema = z.strictObject({
  items: z.array(z.strictObject({ type_digital_account_id: productId, qt }), { error: 'El carrito debe ser una lista' }).max(50, 'El carrito admite máximo 50 productos'),
});
export const checkoutSchema = z.strictObject({
  coupon: z.string({ error: 'El cupón debe ser texto' }).trim().max(40, 'El cupón admite máximo 40 caracteres').optional().nullable(),
});

