import { useQuery } from '@tanstack/react-query';
import type { CatalogConfigAnswer, CatalogSaveAnswer } from '@app/shared/contracts/catalog';
import { apiRequest } from '../../api/http.ts';

/* A seller's catalog: the products its public store shows. */

export const catalogKey = (sellerId: number | null) => ['catalog', sellerId];

export const useCatalogConfig = (sellerId: number | null) => useQuery({
  enabled: sellerId !== null,
  queryKey: catalogKey(sellerId),
  queryFn: () => apiRequest<CatalogConfigAnswer>(`/v1/catalog/${sellerId}/config-products`),
});

export const saveCatalog = (sellerId: number, products: number[]) =>
  apiRequest<CatalogSaveAnswer>(`/v1/catalog/${sellerId}/config-products`, { body: { products } });
