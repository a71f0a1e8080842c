import { moneyRequest } from '../../api/money.ts';
import { apiDownload } from '../../api/http.ts';
import type { z } from 'zod';
import type { redeemableBatchBody } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REDEEM_PAGE_PATH, type BatchSummary, type SellerSummary } from '@app/shared';
import { publicBaseUrl } from '../../lib/public-url.ts';
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
export const redeemLink = () => `${publicBaseUrl()}${REDEEM_PAGE_PATH}`;

/** A code as its printed card shows it. */
export interface CardCode {
  id: number;
  code: string;
  value: number;
  expires_at: string;
}

/** A batch just created: its codes in full, shown once. */
export interface CreatedBatch { batch: number; items: CardCode[]; msg: string }

/** Not retried on a lost answer (no Idempotency-Key: its answer, the codes in full, is never kept). */
export const createBatch = (body: z.infer<typeof redeemableBatchBody>) =>
  apiRequest<CreatedBatch>('/v1/admin/redeemable-balance/batch', { body });

export interface AvailableCode { id: number; code: string; value: number; expires_at: string; batch: number }

export const useAvailableCodes = (batch: number | '', enabled: boolean) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'available', batch],
  enabled,
  queryFn: async () => (await apiRequest<{ items: AvailableCode[] }>('/v1/admin/redeemable-balance/list', {
    body: { data: { batch, state: 'available' }, _paginate: { page: 1, max_rows: 500 }, _order: { field: 'id', direction: 'ASC' } },
  })).items,
});

export const assignCodes = (body: Record<string, unknown>) =>
  apiRequest<{ msg: string }>('/v1/admin/redeemable-balance/assign', { body });

export interface Redeemed {
  amount: number;
  balance: number;
  code: string;
  msg: string;
}

export const redeemCode = (code: string) => moneyRequest<Redeemed>('/v1/redeemable-balance/redeem', { body: { code } });

export interface RedeemMovement {
  id: number;
  amount: number;
  note: string | null;
  movement_date: string;
}

export const MY_REDEEMED_KEY = ['redeemable', 'my-redeemed'];

/** The user's last redemptions (its balance movements of kind redeem). */
export const useMyRedeemed = (userId: number | undefined, enabled: boolean) => useQuery({
  queryKey: MY_REDEEMED_KEY,
  enabled,
  queryFn: async () => (await apiRequest<{ items: RedeemMovement[] }>('/v1/admin/balance-movements/list', {
    body: { data: { kind: 'redeem', user_id: userId }, _paginate: { page: 1, max_rows: 5 }, _order: { field: 'movement_date', direction: 'DESC' } },
  })).items,
});

export const downloadBatch = (batch: number | '') =>
  apiDownload('/v1/admin/redeemable-balance/batch-export', { method: 'POST', body: { batch } });

export interface SaleAnswer {
  item: HeldCode;
  debt: number;
  balance: number;
  msg: string;
  /** The buyer's message with the code in full: read right after the sale, for the seller holding it only. */
  message: string | null;
}

export const sellCode = (id: number, buyerName: string | null, buyerPhone: string | null) =>
  moneyRequest<Omit<SaleAnswer, 'message'>>(`/v1/admin/redeemable-balance/${id}/sell`, { body: { buyer_name: buyerName, buyer_phone: buyerPhone } });

/** The buyer's message with the code in full (its holder only). */
export const readFullCode = (id: number) => apiRequest<{ message: string }>(`/v1/admin/redeemable-balance/${id}/code`);

export const paySeller = (sellerId: number, amount: number | null, note: string | null) =>
  moneyRequest<{ balance: number }>(`/v1/admin/redeemable-balance/sellers/${sellerId}/payment`, { body: { amount, note } });
