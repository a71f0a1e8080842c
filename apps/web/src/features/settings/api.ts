import { useQuery } from '@tanstack/react-query';
import type { SettingItem, SettingsAnswer, SettingsSavedAnswer } from '@app/shared/contracts/settings';
import type { CompanyAnswer, CompanyConfig, CompanyLogoAnswer, CompanyRenameAnswer } from '@app/shared/contracts/company';
import { apiRequest } from '../../api/http.ts';

/* What the settings screens read and write (the platform settings, the company's name and logo), and their answers. */

export type { SettingItem };
export type SettingValues = Record<string, string | number | boolean | null>;

export const SETTINGS_KEY = ['settings'] as const;

export const useSettings = () => useQuery({
  queryKey: SETTINGS_KEY,
  queryFn: () => apiRequest<SettingsAnswer>('/v1/admin/settings'),
});

export const saveSettings = (values: SettingValues) =>
  apiRequest<SettingsSavedAnswer>('/v1/admin/settings', { method: 'PUT', body: { values } });

export type CompanyItem = CompanyConfig;

export const useCompanyConfig = () => useQuery({
  queryKey: ['config-company'],
  queryFn: () => apiRequest<CompanyAnswer>('/v1/admin/config/company'),
});

export const saveCompanyName = (name: string) =>
  apiRequest<CompanyRenameAnswer>('/v1/admin/config/company', { method: 'PUT', body: { name } });

export const uploadCompanyLogo = (base64: string) =>
  apiRequest<CompanyLogoAnswer>('/v1/admin/config/company/logo', { method: 'POST', body: { base64 } });
