import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../api/http.ts';
import { saveBlob } from '../../utils/download.ts';
import type { ReportCategoriesAnswer, ReportRowsAnswer, ReportSellersAnswer } from '@app/shared/contracts/reports';

/** The filters the report calls take (query string keys of `GET /v1/reports/{name}`). */
export const FILTER_KEYS = ['from', 'to', 'at', 'seller_id', 'type_digital_account_id', 'state', 'categories'] as const;
export type ReportFilterValues = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

/** A report's rows and totals, and the filters the server ran with (defaults filled in). */
export type ReportAnswer = ReportRowsAnswer;

export const reportQueryString = (filters: ReportFilterValues): string => {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The report's rows and totals for the filters (kept while the next filters load, so the page does not jump). */
export function useReport(name: string, filters: ReportFilterValues) {
  return useQuery({
    queryKey: ['report', name, filters],
    queryFn: () => apiRequest<ReportRowsAnswer>(`/v1/reports/${name}${reportQueryString(filters)}`),
    placeholderData: (previous) => previous,
  });
}

export type ReportSeller = ReportSellersAnswer['items'][number];

/** Users of the caller's reach for the seller filter. */
export function useReportSellers(name: string, q: string) {
  return useQuery({
    queryKey: ['report-sellers', name, q],
    queryFn: async () => (await apiRequest<ReportSellersAnswer>(`/v1/reports/${name}/sellers${q ? `?q=${encodeURIComponent(q)}` : ''}`)).items,
  });
}

/** The category tree of a report filtered by leaf categories (services as branches, products as leaves). */
export function useReportCategories(name: string) {
  return useQuery({
    queryKey: ['report-categories', name],
    queryFn: async () => (await apiRequest<ReportCategoriesAnswer>(`/v1/reports/${name}/categories`)).items,
    staleTime: 60_000,
  });
}

/** Downloads the xlsx of exactly what is filtered. */
export async function downloadReport(name: string, filters: ReportFilterValues): Promise<void> {
  const { blob, filename } = await apiDownload(`/v1/reports/${name}/export${reportQueryString(filters)}`);
  saveBlob(blob, filename);
}
