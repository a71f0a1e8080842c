import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/* What the settings screens read and write (the platform settings, the company's name and logo), and their answers. */

export interface SettingItem {
  name: string;
  label: string;
  type_field: 'check' | 'number' | 'money' | 'other';
  value_conf: string | number | boolean | null;
}
export type SettingValues = Record<string, string | number | boolean | null>;

export const SETTINGS_KEY = ['settings'] as const;

export const useSettings = () => useQuery({
  queryKey: SETTINGS_KEY,
  queryFn: () => apiRequest<{ items: SettingItem[] }>('/v1/admin/settings'),
});

export const saveSettings = (values: SettingValues) =>
  apiRequest<{ msg: string; configuration?: SettingValues }>('/v1/admin/settings', { method: 'PUT', body: { values } });

export interface CompanyItem { id: number; name: string; logo: string | null }

export const useCompanyConfig = () => useQuery({
  queryKey: ['config-company'],
  queryFn: () => apiRequest<{ item: CompanyItem }>('/v1/admin/config/company'),
});

export const saveCompanyName = (name: string) =>
  apiRequest<{ msg: string; item: CompanyItem }>('/v1/admin/config/company', { method: 'PUT', body: { name } });

export const uploadCompanyLogo = (base64: string) =>
  apiRequest<{ image: string | null }>('/v1/admin/config/company/logo', { method: 'POST', body: { base64 } });
