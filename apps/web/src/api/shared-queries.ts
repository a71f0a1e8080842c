import type { TermsBlock } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http.ts';

/*
 * The calls of the app shell and the shared components (header, terms, pickers, converter, password form), one
 * hook or function per call, with what each answers.
 */

export const useTerms = (enabled: boolean) => useQuery({
  queryKey: ['terms'],
  queryFn: () => apiRequest<{ item: { blocks: TermsBlock[] } }>('/v1/terms-and-conditions'),
  enabled,
  staleTime: Infinity,
});

export const acceptTerms = () => apiRequest('/v1/accept-terms', { method: 'POST', body: {} });

export interface CompanyRow { id: number; name: string; slug: string; is_root: boolean; active: boolean }

export const COMPANY_SWITCHER_KEY = ['company-switcher'];

/** The companies a platform user may switch to (read once its menu opens). */
export const useCompanyChoices = (enabled: boolean) => useQuery({
  queryKey: COMPANY_SWITCHER_KEY,
  queryFn: async () => (await apiRequest<{ items: CompanyRow[] }>('/v1/admin/company/list', {
    body: { data: {}, _paginate: { page: 1, max_rows: 200 }, _order: { field: 'name', direction: 'ASC' } },
  })).items ?? [],
  enabled,
});

/** One record a picker offers. */
export interface PickedRecord { id: number; name: string; codeuser?: string | null; username?: string | null }

/** A resource's records found by name (the pickers). */
export const useRecordSearch = (resource: string, name: string) => useQuery({
  queryKey: [resource, 'search', name],
  queryFn: async () => (await apiRequest<{ items: PickedRecord[] }>(`/v1/admin/${resource}/search`, { body: { name } })).items ?? [],
});

export interface Conversion { value: number; currency: string; rate: number; amount: number }

export const convertCurrency = (code: string, amount: string) => apiRequest<Conversion>(`/v1/convert/${code}/${amount}`);

export const changePassword = (userId: number | string, password: string) =>
  apiRequest<{ msg?: string }>(`/v1/user/${userId}`, { method: 'POST', body: { password } });
