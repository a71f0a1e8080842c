import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BatchSummary, SellerSummary } from '@app/shared';
import { apiRequest } from '../../api/http.ts';

export type { BatchSummary, SellerSummary };

/*
 * What the redeemable screens read from the server (modules/redeemable), one hook per call, each under its own
 * query key so a change (a sale, an assignment, a payment) refreshes exactly what shows it.
 */

export const REDEEMABLE_KEY = ['redeemable'] as const;

/** A code as the seller screens show it: `full_code` and `message` only for the seller holding it. */
export interface HeldCode {
  id: number;
  code: string;
  full_code: string | null;
  message: string | null;
  batch: number;
  value: number;
  state: string;
  status: string;
  expires_at: string;
  seller_id: number | null;
  seller_name: string | null;
  vendor_id: number | null;
  buyer_name: string | null;
  buyer_phone: string | null;
  sold_at: string | null;
  redeemed_at: string | null;
  redeemed_by_name: string | null;
  vendor_debt: number | null;
}

export const useSellers = (enabled = true) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'sellers'],
  queryFn: async () => (await apiRequest<{ items: SellerSummary[] }>('/v1/admin/redeemable-balance/sellers/list', { body: {} })).items,
  enabled,
});

export const useBatches = () => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'batches'],
  queryFn: async () => (await apiRequest<{ items: BatchSummary[] }>('/v1/admin/redeemable-balance/batches')).items,
});

export interface HeldFilters {
  seller_id?: number | null;
  batch?: number | null;
  state?: string | null;
  q?: string | null;
}

export const useHeldCodes = (filters: HeldFilters, page: number, size: number) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'held', filters, page, size],
  queryFn: () => apiRequest<{ items: HeldCode[]; total: number }>('/v1/admin/redeemable-balance/held/list', {
    body: { data: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== null && v !== undefined && v !== '')), _paginate: { page: page + 1, max_rows: size } },
  }),
  placeholderData: keepPreviousData,
});

/** The address where a buyer redeems a code (the link printed on cards). */
export const redeemLink = () => `${window.location.origin}/admin/redeemable-balance-user-redeem`;
