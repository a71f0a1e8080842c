import type { storeOrderReceiptResponse } from '@app/shared/contracts/pos';
import type { z } from 'zod';
import type { CatalogueItem, PurchaseCatalogueAnswer } from '@app/shared/contracts/pricing';
import type { CouponQuoteAnswer } from '@app/shared/contracts/coupons';
import type { DeliveredProfile, DeliveredProfilesAnswer } from '@app/shared/contracts/inventory';
import type { OrderDetailAnswer, OrderPlacedAnswer, PurchaseAnswer } from '@app/shared/contracts/sales';
import { moneyRequest } from '../../api/money.ts';
import { order } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/** One product of `GET /v1/purchase/catalogue`: at the caller's price, with the units it can buy now. */
export type { CatalogueItem, PurchaseAnswer };

/** Largest quantity of one order (the order definition's limit, the server's too). */
export const MAX_ORDER_QUANTITY = order.fields.find((f) => f.name === 'quantity')?.max ?? 100;

export const CATALOGUE_KEY = ['purchase', 'catalogue'];

export function useCatalogue(enabled = true) {
  return useQuery({
    queryKey: CATALOGUE_KEY,
    queryFn: async () => (await apiRequest<PurchaseCatalogueAnswer>('/v1/purchase/catalogue')).items ?? [],
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

/** `POST /v1/coupons/quote`: the price with the coupon, checked now (the purchase checks it again). */
export type CouponQuote = CouponQuoteAnswer;

export const quoteCoupon = (code: string, typeDigitalAccountId: number, quantity: number) =>
  apiRequest<CouponQuoteAnswer>('/v1/coupons/quote', { method: 'POST', body: { code, type_digital_account_id: typeDigitalAccountId, quantity } });

export const purchase = (typeDigitalAccountId: number, quantity: number, coupon: string | null) =>
  moneyRequest<PurchaseAnswer>('/v1/purchase', {
    body: { type_digital_account_id: typeDigitalAccountId, quantity, ...(coupon ? { coupon } : {}) },
  });

/** A booking just placed (what the purchase page says of it). */
export type BookingAnswer = OrderPlacedAnswer;

export const bookProduct = (body: { type_digital_account_id: number; quantity: number }) =>
  moneyRequest<OrderPlacedAnswer>('/v1/admin/order-booking', { body });

/** A draft order or a booking placed from its form (`endpoint`), for the caller or a buyer of its network. */
export const placeSaleDocument = (endpoint: string, body: Record<string, unknown>, idempotencyKey: string) =>
  moneyRequest<OrderPlacedAnswer>(endpoint, { idempotencyKey, body });

export const useOrderItems = (id: string | number | undefined) => useQuery({
  queryKey: ['order', String(id), 'items'],
  queryFn: () => apiRequest<OrderDetailAnswer>(`/v1/admin/order/${id}/items`),
  enabled: id !== undefined,
});

/** The order's receipt in the company's layout (the same the point of sale prints), read when it is opened. */
export const useOrderReceipt = (id: unknown, enabled: boolean) => useQuery({
  queryKey: ['order', String(id), 'receipt'],
  queryFn: () => apiRequest<z.infer<typeof storeOrderReceiptResponse>>(`/v1/order/${id}/receipt`),
  enabled: enabled && id !== undefined,
});

/** One unit of `/admin/profiles-list`: what the caller's network bought, with its credentials. */
export type DeliveredRow = DeliveredProfile;

export const useDeliveredProfiles = (search: string, state: string, page: number, size: number) => useQuery({
  queryKey: ['profiles', 'delivered', search, state, page, size],
  queryFn: () => apiRequest<DeliveredProfilesAnswer>('/v1/admin/profiles/delivered', {
    body: {
      data: { ...(search ? { q: search } : {}), ...(state ? { state } : {}) },
      _paginate: { page: page + 1, max_rows: size },
    },
  }),
  placeholderData: keepPreviousData,
});
