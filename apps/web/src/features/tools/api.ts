import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';
import type { ToolsAnswer } from '@app/shared/contracts/tools';

/* What the tools page shows: the company's app links, support lines and converter currencies. */

export type AppLink = ToolsAnswer['apps'][number];
export type SupportLine = ToolsAnswer['support_lines'][number];
export type { ToolsAnswer };

export const useTools = () => useQuery({
  queryKey: ['tools-app'],
  queryFn: () => apiRequest<ToolsAnswer>('/v1/admin/tools-app'),
  retry: false,
});
