import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { PlaceholdersAnswer, RenderedTemplate, TemplatePlaceholder, TemplatePreviewAnswer } from '@app/shared/contracts/templates';
import { apiRequest } from '../../api/http.ts';

/* A template's preview and the placeholders it may use. */

export type { RenderedTemplate };
export type Placeholder = TemplatePlaceholder;

export const useTemplatePreview = (resource: string, id: Identifier, sent: Record<string, string>, open: boolean) => useQuery({
  queryKey: ['template-preview', resource, id, sent],
  queryFn: () => apiRequest<TemplatePreviewAnswer>(`/v1/admin/${resource}/${id}/preview`, {
    method: 'POST',
    body: Object.keys(sent).length ? { values: sent } : {},
  }),
  enabled: open,
  retry: false,
});

export const usePlaceholders = (enabled: boolean) => useQuery({
  queryKey: ['template-placeholders'],
  queryFn: () => apiRequest<PlaceholdersAnswer>('/v1/admin/template/placeholders'),
  enabled,
  staleTime: Infinity,
});
