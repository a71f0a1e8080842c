import type { storeOrderReceiptResponse } from '@app/shared/contracts/pos';
import type { z } from 'zod';
import type { DeliveredUnit } from '../../components/money/delivered-units.tsx';
import { moneyRequest } from '../../api/money.ts';
import { order } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/** One product of `GET /v1/purchase/catalogue`: at the caller's price, with the units it can buy now. */
export interface CatalogueItem {
  type_digital_account_id: number;
  name: string;
  /** Integer cents: what the caller pays per unit. */
  price: number;
  price_source: string;
  available: number;
  service?: string;
  plan?: string;
  duration_days?: number;
  sale_mode?: 'profiles' | 'accounts';
  reservable?: boolean;
  tags?: string | null;
  image?: string | null;
}

/** Largest quantity of one order (the order definition's limit, the server's too). */
export const MAX_ORDER_QUANTITY = order.fields.find((f) => f.name === 'quantity')?.max ?? 100;

export const CATALOGUE_KEY = ['purchase', 'catalogue'];

export function useCatalogue(enabled = true) {
  return useQuery({
    queryKey: CATALOGUE_KEY,
    queryFn: async () => (await apiRequest<{ items: CatalogueItem[] }>('/v1/purchase/catalogue')).items ?? [],
    enabled,
  });
}

/** The quantity typed for a product, when it is a whole number the product can serve now. */
export function validQuantity(text: string, available: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= Math.min(available, MAX_ORDER_QUANTITY) ? n : null;
}

/* The purchase, booking and order calls, and what they answer. */

/** `POST /v1/purchase` answers the order (with the coupon's code and discount) and the delivered units. */
export interface PurchaseAnswer {
  msg: string;
  order: { id: number; number: number | null; total: number; quantity: number; product_name: string; coupon_code?: string | null; discount?: number | null };
  items: DeliveredUnit[];
}

/** `POST /v1/coupons/quote`: the price with the coupon, checked now (the purchase checks it again). */
export interface CouponQuote { coupon: { code: string; discount: number } | null; gross: number; discount: number; total: number }

export const quoteCoupon = (code: string, typeDigitalAccountId: number, quantity: number) =>
  apiRequest<CouponQuote>('/v1/coupons/quote', { method: 'POST', body: { code, type_digital_account_id: typeDigitalAccountId, quantity } });

export const purchase = (typeDigitalAccountId: number, quantity: number, coupon: string | null) =>
  moneyRequest<PurchaseAnswer>('/v1/purchase', {
    body: { type_digital_account_id: typeDigitalAccountId, quantity, ...(coupon ? { coupon } : {}) },
  });

export interface BookingAnswer {
  msg: string;
  item: { id: number; number: number | null; total: number; expires_at: string | null; product_name: string };
}

export const bookProduct = (body: { type_digital_account_id: number; quantity: number }) =>
  moneyRequest<BookingAnswer>('/v1/admin/order-booking', { body });

/** A draft order or a booking placed from its form (`endpoint`), for the caller or a buyer of its network. */
export const placeSaleDocument = (endpoint: string, body: Record<string, unknown>, idempotencyKey: string) =>
  moneyRequest<{ item: { id: number }; msg: string }>(endpoint, { idempotencyKey, body });

export const useOrderItems = (id: string | number | undefined) => useQuery({
  queryKey: ['order', String(id), 'items'],
  queryFn: () => apiRequest<{ items: DeliveredUnit[] }>(`/v1/admin/order/${id}/items`),
  enabled: id !== undefined,
});

type OrderReceipt = z.infer<typeof storeOrderReceiptResponse>;

/** The order's receipt in the company's layout (the same the point of sale prints), read when it is opened. */
export const useOrderReceipt = (id: unknown, enabled: boolean) => useQuery({
  queryKey: ['order', String(id), 'receipt'],
  queryFn: () => apiRequest<OrderReceipt>(`/v1/order/${id}/receipt`),
  enabled: enabled && id !== undefined,
});

/** One unit of `/admin/profiles-list`: what the caller's network bought, with its credentials. */
export interface DeliveredRow {
  id: number;
  profile: string | null;
  pin: string | null;
  state: string;
  sold_at: string | null;
  renewal_limit_date: string | null;
  order_id: number | null;
  order_number: number | null;
  user_id: number;
  owner_name: string;
  product: string;
  login: string;
  password: string;
  message: string;
}


export const useDeliveredProfiles = (search: string, state: string, page: number, size: number) => useQuery({
  queryKey: ['profiles', 'delivered', search, state, page, size],
  queryFn: () => apiRequest<{ items: DeliveredRow[]; total: number }>('/v1/admin/profiles/delivered', {
    body: {
      data: { ...(search ? { q: search } : {}), ...(state ? { state } : {}) },
      _paginate: { page: page + 1, max_rows: size },
    },
  }),
  placeholderData: keepPreviousData,
});
