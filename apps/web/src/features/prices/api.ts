import { apiDownload } from '../../api/http.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';
import { useSession } from '../../lib/use-session.ts';
import type { Session } from '../../session.ts';
import type { PricesAnswer, PricesSaveAnswer, SellerPriceRow } from '@app/shared/contracts/pricing';

/** One product of `GET /v1/config-prices` / `/v1/distributor-prices` (integer cents; null = not set). */
export type { SellerPriceRow };
export type SellerPrices = PricesAnswer;

export const sellerPricesKey = (path: string, userId: number | null) => ['seller-prices', path, userId];

/**
 * Whether a distributor must be picked first: a root or super user acting on another company has no prices of
 * its own there.
 */
export const mustPickSeller = (session: Session | null, sellerId: number | null): boolean =>
  sellerId === null && !!session?.company && session.profile.company_id !== session.company.id;

/**
 * A seller's costs and prices: the caller's own, or (staff) those of the distributor picked; nothing is asked
 * while `pickFirst` (see mustPickSeller).
 */
export function useSellerPrices(path: '/v1/config-prices' | '/v1/distributor-prices', userId: number | null) {
  const pickFirst = mustPickSeller(useSession(), userId);
  const query = useQuery({
    enabled: !pickFirst,
    queryKey: sellerPricesKey(path, userId),
    queryFn: () => apiRequest<PricesAnswer>(userId ? `${path}?user_id=${userId}` : path),
  });
  return { ...query, pickFirst };
}

export const COST_SOURCES = ['parent', 'group', 'general', 'base'] as const;

/** Saves the changed prices of the caller or of the seller picked (`user_id`). */
export const savePrices = (path: string, sellerId: number | null, items: readonly object[]) =>
  apiRequest<PricesSaveAnswer>(path, { method: 'PUT', body: { ...(sellerId ? { user_id: sellerId } : {}), items } });

/** The xlsx of a distributor's prices. */
export const downloadDistributorPrices = (sellerId: number | null) =>
  apiDownload('/v1/distributor-prices/export', { method: 'POST', body: sellerId ? { user_id: sellerId } : {} });
