import type { MessageAnswer } from '@app/shared/contracts/auth';
import type { ConversionAnswer } from '@app/shared/contracts/currency';
import type { MarkReadAnswer, NotificationListAnswer, SubscribeAnswer } from '@app/shared/contracts/notifications';
import type { CompanyChoiceRow, PickedRecord, ResourceListAnswer, ResourceSearchAnswer } from '@app/shared/contracts/resources';
import type { TermsAnswer } from '@app/shared/contracts/terms';
import type { PasswordChangedAnswer } from '@app/shared/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http.ts';

/*
 * The calls of the app shell and the shared components (header, terms, pickers, converter, password form), one
 * hook or function per call, with what each answers.
 */

export const useTerms = (enabled: boolean) => useQuery({
  queryKey: ['terms'],
  queryFn: () => apiRequest<TermsAnswer>('/v1/terms-and-conditions'),
  enabled,
  staleTime: Infinity,
});

export const acceptTerms = () => apiRequest<MessageAnswer>('/v1/accept-terms', { method: 'POST', body: {} });

export type CompanyRow = CompanyChoiceRow;

export const COMPANY_SWITCHER_KEY = ['company-switcher'];

/** The companies a platform user may switch to (read once its menu opens). */
export const useCompanyChoices = (enabled: boolean) => useQuery({
  queryKey: COMPANY_SWITCHER_KEY,
  queryFn: async () => (await apiRequest<ResourceListAnswer<CompanyChoiceRow>>('/v1/admin/company/list', {
    body: { data: {}, _paginate: { page: 1, max_rows: 200 }, _order: { field: 'name', direction: 'ASC' } },
  })).items ?? [],
  enabled,
});

/** One record a picker offers. */
export type { PickedRecord };

/** A resource's records found by name (the pickers). */
export const useRecordSearch = (resource: string, name: string) => useQuery({
  queryKey: [resource, 'search', name],
  queryFn: async () => (await apiRequest<ResourceSearchAnswer<PickedRecord>>(`/v1/admin/${resource}/search`, { body: { name } })).items ?? [],
});

export type Conversion = ConversionAnswer;

export const convertCurrency = (code: string, amount: string) => apiRequest<ConversionAnswer>(`/v1/convert/${code}/${amount}`);

export const changePassword = (userId: number | string, password: string) =>
  apiRequest<PasswordChangedAnswer>(`/v1/user/${userId}`, { method: 'POST', body: { password } });

/* The header's notifications and the tab's live topics (app/layout's hooks keep their state; the calls are here). */

export const readNotifications = (limit: number, signal: AbortSignal) =>
  apiRequest<NotificationListAnswer>(`/v1/notifications?limit=${limit}`, { signal });

export const markNotificationsRead = (ids: number[]) => apiRequest<MarkReadAnswer>('/v1/notifications/read', { body: { ids } });

/** Registers the tab's topics (spec §7 subscribe-topic) under its own token. */
export const subscribeTopics = (channels: string[], tab: string, signal: AbortSignal) =>
  apiRequest<SubscribeAnswer>('/v1/subscribe-topic', { body: { channels, token: tab }, signal });
