import type { ApiKeyListAnswer, ApiKeyRevokeAnswer, CreateApiKeyAnswer, CreateApiKeyInput } from '@app/shared/contracts/api-keys';
import type {
  CreateWebhookAnswer, CreateWebhookInput, WebhookDeleteAnswer, WebhookDeliveriesAnswer, WebhookListAnswer, WebhookTestAnswer,
} from '@app/shared/contracts/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/** The integrations screen's one data layer: its calls and their caches (components never call the API). */
const KEYS = ['integrations', 'api-keys'] as const;
const HOOKS = ['integrations', 'webhooks'] as const;

export const useApiKeys = () =>
  useQuery({ queryKey: KEYS, queryFn: ({ signal }) => apiRequest<ApiKeyListAnswer>('/v1/api-keys', { signal }).then((r) => r.items) });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => apiRequest<CreateApiKeyAnswer>('/v1/api-keys', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiKeyRevokeAnswer>(`/v1/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

export const useWebhooks = () =>
  useQuery({ queryKey: HOOKS, queryFn: ({ signal }) => apiRequest<WebhookListAnswer>('/v1/webhooks', { signal }).then((r) => r.items) });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookInput) => apiRequest<CreateWebhookAnswer>('/v1/webhooks', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookDeleteAnswer>(`/v1/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookTestAnswer>(`/v1/webhooks/${id}/test`, { method: 'POST', body: {} }),
    onSuccess: (_r, id) => client.invalidateQueries({ queryKey: [...HOOKS, id, 'deliveries'] }),
  });
}

/** A webhook's delivery log, refreshed every few seconds while open (retries land in the background). */
export const useWebhookDeliveries = (id: number | null) =>
  useQuery({
    queryKey: [...HOOKS, id, 'deliveries'],
    enabled: id !== null,
    refetchInterval: 3_000,
    queryFn: ({ signal }) => apiRequest<WebhookDeliveriesAnswer>(`/v1/webhooks/${id}/deliveries`, { signal }).then((r) => r.items),
  });
