import type { CatalogConfig } from '@app/shared/store/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/* A seller's catalog: the products its public store shows. */

export const catalogKey = (sellerId: number | null) => ['catalog', sellerId];

export const useCatalogConfig = (sellerId: number | null) => useQuery({
  enabled: sellerId !== null,
  queryKey: catalogKey(sellerId),
  queryFn: () => apiRequest<CatalogConfig>(`/v1/catalog/${sellerId}/config-products`),
});

export const saveCatalog = (sellerId: number, products: number[]) =>
  apiRequest<CatalogConfig & { msg: string }>(`/v1/catalog/${sellerId}/config-products`, { body: { products } });
