import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';
import type { ConverterCurrency } from '../../components/dialogs/currency-converter-dialog.tsx';

/* What the tools page shows: the company's app links, support lines and converter currencies. */

export interface AppLink { id: number; name: string; link: string; platform: string | null; icon: string | null; description: string | null }
export interface SupportLine { id: number; name: string; country_code: string | null; phone: string; message: string | null; schedule: string | null; url: string }
export interface ToolsAnswer { apps: AppLink[]; support_lines: SupportLine[]; currencies: ConverterCurrency[] }

export const useTools = () => useQuery({
  queryKey: ['tools-app'],
  queryFn: () => apiRequest<ToolsAnswer>('/v1/admin/tools-app'),
  retry: false,
});
