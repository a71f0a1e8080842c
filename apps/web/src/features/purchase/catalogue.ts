import { order } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
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
