import type { StoreListing } from '@app/shared/store/store-listing';
import { apiRequest } from '../api/http.ts';

/** The public listing of one seller's store; no session (a visitor may not be signed in). */
export function fetchStoreListing(codeuser: string, signal?: AbortSignal): Promise<StoreListing> {
  return apiRequest<StoreListing & { success: boolean }>(`/v1/store/${encodeURIComponent(codeuser)}`, { session: false, signal });
}
