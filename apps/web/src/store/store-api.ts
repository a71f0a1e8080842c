import type { LoginResponse } from '@app/shared';
import type { PaymentMethod } from '@app/shared/contracts/bank-accounts';
import type { RevealAnswer } from '@app/shared/contracts/credentials';
import type { StoreListing } from '@app/shared/store/store-listing';
import { apiRequest } from '../api/http.ts';

/** The public listing of one seller's store; no session (a visitor may not be signed in). */
export function fetchStoreListing(codeuser: string, signal?: AbortSignal): Promise<StoreListing> {
  return apiRequest<StoreListing & { success: boolean }>(`/v1/store/${encodeURIComponent(codeuser)}`, { session: false, signal });
}

/** Signs a buyer in from the store (no session yet: a 401 is bad credentials). */
export const storeLogin = (username: string, password: string) =>
  apiRequest<LoginResponse>('/login', { body: { username, password }, session: false });

/** A visitor's account as a client of this seller's store. */
export const storeSignup = (codeuser: string, body: Record<string, unknown>) =>
  apiRequest(`/v1/store/${encodeURIComponent(codeuser)}/signup`, { body, session: false });

/** The server ends the session too (spec §4: logout clears the token and the user). */
export const storeLogout = () => apiRequest('/v1/auth/logout', { body: {} });

/** The company's active payment methods (number or key, holder, QR): where a top-up is paid. */
export const fetchPaymentMethods = () => apiRequest<{ items: PaymentMethod[] }>('/v1/admin/payment-methods');

export const reportTopUp = (body: Record<string, unknown>) =>
  apiRequest<{ msg: string }>('/v1/admin/consignments', { body });

/** One delivered unit's password and PIN in clear, from the client profile (the server records the view). */
export const revealStoreUnit = (unit: { profile_id: number | null; digital_account_id: number }) =>
  apiRequest<RevealAnswer>('/v1/credentials/reveal', {
    body: unit.profile_id !== null ? { profile_id: unit.profile_id, screen: 'store-client-profile' } : { digital_account_id: unit.digital_account_id, screen: 'store-client-profile' },
  }).then((r) => r.unit);
