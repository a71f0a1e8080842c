import type { ClientProfile, LocalCartLine, StoreCart } from '@app/shared/store/cart';
import type { DeliveredItem } from '@app/shared';
import { apiRequest } from '../../api/http.ts';

const base = (code: string) => `/v1/store/${encodeURIComponent(code)}`;

/** A fresh key per checkout attempt: a lost answer is retried with it, never charged twice (api/http.ts). */
const newKey = () => `store-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export interface CheckoutAnswer {
  status: 'paid' | 'pending_payment';
  cart: StoreCart;
  items: DeliveredItem[];
  missing: number;
  msg: string;
}

export const cartApi = {
  get: (code: string) => apiRequest<{ cart: StoreCart }>(`${base(code)}/cart`).then((r) => r.cart),
  add: (code: string, typeId: number, qt?: number) =>
    apiRequest<{ cart: StoreCart }>(`${base(code)}/cart/items`, { body: { type_digital_account_id: typeId, ...(qt ? { qt } : {}) } }).then((r) => r.cart),
  setQt: (code: string, itemId: number, qt: number) =>
    apiRequest<{ cart: StoreCart }>(`${base(code)}/cart/items/${itemId}`, { method: 'PUT', body: { qt } }).then((r) => r.cart),
  remove: (code: string, itemId: number) =>
    apiRequest<{ cart: StoreCart }>(`${base(code)}/cart/items/${itemId}`, { method: 'DELETE' }).then((r) => r.cart),
  merge: (code: string, items: LocalCartLine[]) =>
    apiRequest<{ cart: StoreCart }>(`${base(code)}/cart/merge`, { body: { items } }).then((r) => r.cart),
  checkout: (code: string, coupon: string) =>
    apiRequest<CheckoutAnswer>(`${base(code)}/checkout`, { body: { coupon: coupon.trim() || null }, idempotencyKey: newKey() }),
  pay: (code: string, cartId: number) =>
    apiRequest<CheckoutAnswer>(`${base(code)}/orders/${cartId}/pay`, { body: {}, idempotencyKey: newKey() }),
  profile: (code: string) => apiRequest<{ profile: ClientProfile }>(`${base(code)}/client-profile`).then((r) => r.profile),
};
