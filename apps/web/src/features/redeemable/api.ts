import { moneyRequest } from '../../api/money.ts';
import { apiDownload } from '../../api/http.ts';
import type { z } from 'zod';
import type { redeemableBatchBody } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REDEEM_PAGE_PATH, type BatchSummary, type SellerSummary } from '@app/shared';
import { publicBaseUrl } from '../../lib/public-url.ts';
import type { BalanceMovementRow } from '@app/shared/contracts/balance';
import type {
  AvailableCodeRow, BatchCreatedAnswer, BatchesAnswer, CodeInFullAnswer, CodeSoldAnswer, CodesAnswer, HeldCode, HeldCodesAnswer,
  RedeemAnswer, SellersAnswer, VendorPaymentAnswer,
} from '@app/shared/contracts/redeemable';
import type { ResourceListAnswer } from '@app/shared/contracts/resources';
import { apiRequest } from '../../api/http.ts';

export type { BatchSummary, HeldCode, SellerSummary };

/*
 * What the redeemable screens read from the server (modules/redeemable), one hook per call, each under its own
 * query key so a change (a sale, an assignment, a payment) refreshes exactly what shows it.
 */

export const REDEEMABLE_KEY = ['redeemable'] as const;

export const useSellers = (enabled = true) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'sellers'],
  queryFn: async () => (await apiRequest<SellersAnswer>('/v1/admin/redeemable-balance/sellers/list', { body: {} })).items,
  enabled,
});

export const useBatches = () => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'batches'],
  queryFn: async () => (await apiRequest<BatchesAnswer>('/v1/admin/redeemable-balance/batches')).items,
});

export interface HeldFilters {
  seller_id?: number | null;
  batch?: number | null;
  state?: string | null;
  q?: string | null;
}

export const useHeldCodes = (filters: HeldFilters, page: number, size: number) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'held', filters, page, size],
  queryFn: () => apiRequest<HeldCodesAnswer>('/v1/admin/redeemable-balance/held/list', {
    body: { data: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== null && v !== undefined && v !== '')), _paginate: { page: page + 1, max_rows: size } },
  }),
  placeholderData: keepPreviousData,
});

/** The address where a buyer redeems a code (the link printed on cards). */
export const redeemLink = () => `${publicBaseUrl()}${REDEEM_PAGE_PATH}`;

/** A code as its printed card shows it (a code of a batch just created, or one held in full): not an answer. */
export interface CardCode {
  id: number;
  code: string;
  value: number;
  expires_at: string;
}

/** A batch just created: its codes in full, shown once. */
export type CreatedBatch = BatchCreatedAnswer;

/** Not retried on a lost answer (no Idempotency-Key: its answer, the codes in full, is never kept). */
export const createBatch = (body: z.infer<typeof redeemableBatchBody>) =>
  apiRequest<BatchCreatedAnswer>('/v1/admin/redeemable-balance/batch', { body });

export const useAvailableCodes = (batch: number | '', enabled: boolean) => useQuery({
  queryKey: [...REDEEMABLE_KEY, 'available', batch],
  enabled,
  queryFn: async () => (await apiRequest<ResourceListAnswer<AvailableCodeRow>>('/v1/admin/redeemable-balance/list', {
    body: { data: { batch, state: 'available' }, _paginate: { page: 1, max_rows: 500 }, _order: { field: 'id', direction: 'ASC' } },
  })).items,
});

export const assignCodes = (body: Record<string, unknown>) =>
  apiRequest<CodesAnswer>('/v1/admin/redeemable-balance/assign', { body });

export type Redeemed = RedeemAnswer;

export const redeemCode = (code: string) => moneyRequest<RedeemAnswer>('/v1/redeemable-balance/redeem', { body: { code } });

export const MY_REDEEMED_KEY = ['redeemable', 'my-redeemed'];

/** The user's last redemptions (its balance movements of kind redeem). */
export const useMyRedeemed = (userId: number | undefined, enabled: boolean) => useQuery({
  queryKey: MY_REDEEMED_KEY,
  enabled,
  queryFn: async () => (await apiRequest<ResourceListAnswer<BalanceMovementRow>>('/v1/admin/balance-movements/list', {
    body: { data: { kind: 'redeem', user_id: userId }, _paginate: { page: 1, max_rows: 5 }, _order: { field: 'movement_date', direction: 'DESC' } },
  })).items,
});

export const downloadBatch = (batch: number | '') =>
  apiDownload('/v1/admin/redeemable-balance/batch-export', { method: 'POST', body: { batch } });

/** A sale as the sold dialog shows it: the sale's answer and the buyer's message with the code in full (read right
 * after the sale, for the seller holding it only). */
export type SaleAnswer = CodeSoldAnswer & { message: string | null };

export const sellCode = (id: number, buyerName: string | null, buyerPhone: string | null) =>
  moneyRequest<CodeSoldAnswer>(`/v1/admin/redeemable-balance/${id}/sell`, { body: { buyer_name: buyerName, buyer_phone: buyerPhone } });

/** The buyer's message with the code in full (its holder only). */
export const readFullCode = (id: number) => apiRequest<CodeInFullAnswer>(`/v1/admin/redeemable-balance/${id}/code`);

export const paySeller = (sellerId: number, amount: number | null, note: string | null) =>
  moneyRequest<VendorPaymentAnswer>(`/v1/admin/redeemable-balance/sellers/${sellerId}/payment`, { body: { amount, note } });
