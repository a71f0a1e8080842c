import type {
  CreateShareAnswer, CreateShareInput, CredentialViewsAnswer, CredentialViewsQuery, RevealAnswer, RevealInput, RevokeShareAnswer,
} from '@app/shared/contracts/credentials';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http.ts';

/* The credentials feature's one data layer: a unit's reveal, share links and its view history (components never call the API). */

/** What `POST /v1/credentials/share` answers: the link, shown once. */
export type CreatedShare = CreateShareAnswer;

export const useCreateShare = () =>
  useMutation({ mutationFn: (body: CreateShareInput) => apiRequest<CreateShareAnswer>('/v1/credentials/share', { method: 'POST', body, tokenIsData: true }) });

export const useRevokeShare = () =>
  useMutation({ mutationFn: (token: string) => apiRequest<RevokeShareAnswer>(`/v1/credentials/share/${encodeURIComponent(token)}`, { method: 'DELETE' }) });

/** A unit's views (staff), read when `enabled` (the dialog is open): every opening shows the latest. */
export const useCredentialViews = (unit: CredentialViewsQuery, enabled: boolean) => {
  const query = new URLSearchParams(Object.entries(unit).map(([k, v]) => [k, String(v)])).toString();
  return useQuery({
    queryKey: ['credentials', 'views', query],
    queryFn: ({ signal }) => apiRequest<CredentialViewsAnswer>(`/v1/credentials/views?${query}`, { signal }).then((r) => r.items),
    enabled,
    staleTime: 0,
  });
};

/** `POST /v1/credentials/reveal`: one unit's password and PIN in clear; the server records the view. */
export const revealUnit = (body: RevealInput) =>
  apiRequest<RevealAnswer>('/v1/credentials/reveal', { method: 'POST', body }).then((r) => r.unit);
