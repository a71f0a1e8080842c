import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { apiRequest } from '../../api/http.ts';

/* A template's preview and the placeholders it may use. */

export interface RenderedTemplate { subject: string; text: string; placeholders: string[]; overridden: boolean }
export interface Placeholder { name: string; label: string; example: string }

export const useTemplatePreview = (resource: string, id: Identifier, sent: Record<string, string>, open: boolean) => useQuery({
  queryKey: ['template-preview', resource, id, sent],
  queryFn: () => apiRequest<{ item: RenderedTemplate }>(`/v1/admin/${resource}/${id}/preview`, {
    method: 'POST',
    body: Object.keys(sent).length ? { values: sent } : {},
  }),
  enabled: open,
  retry: false,
});

export const usePlaceholders = (enabled: boolean) => useQuery({
  queryKey: ['template-placeholders'],
  queryFn: () => apiRequest<{ items: Placeholder[] }>('/v1/admin/template/placeholders'),
  enabled,
  staleTime: Infinity,
});
