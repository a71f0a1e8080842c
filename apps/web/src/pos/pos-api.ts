import type { LoginResponse } from '@app/shared';
import type {
  PosGetInfoResponse, PosOrder, PosOrderInput, posCashRegisterTurnSchema, posSubsidiariesResponse,
} from '@app/shared/contracts/pos';
import type { z } from 'zod';
import { apiRequest } from '../api/http.ts';
import { saveLogin } from '../session.ts';

/**
 * Every server call the POS makes, in one place (its hooks and the sync queue use these; components never call
 * the HTTP layer themselves), typed from the contract. The session is the app's own: same login, same storage.
 */
export async function posLogin(username: string, password: string): Promise<void> {
  const res = await apiRequest<LoginResponse>('/login', { body: { username, password }, session: false });
  saveLogin(res);
}

export type PosSubsidiaryOption = z.infer<typeof posSubsidiariesResponse>['items'][number];

/** The branches this user may install (a cashier: the ones it is assigned to). */
export async function fetchSubsidiaries(): Promise<PosSubsidiaryOption[]> {
  return (await apiRequest<z.infer<typeof posSubsidiariesResponse>>('/v1/pos/subsidiaries')).items;
}

export const fetchPosInfo = (subsidiaryId: number) => apiRequest<PosGetInfoResponse>(`/v1/subsidiary/pos-get-info/${subsidiaryId}`);

/** One order, sent alone so a refusal names it; the server replays a local_reference it already has. */
export async function sendPosOrder(order: PosOrderInput): Promise<PosOrder> {
  return (await apiRequest<{ item: PosOrder }>('/v1/pos/orders', { body: order })).item;
}

export type ServerTurn = z.infer<typeof posCashRegisterTurnSchema>;

export interface TurnOpenInput {
  local_reference: string;
  bus_subsidiary_id: number;
  bill_cash_register_id: number;
  bus_person_cashier_id: number | null;
  opening_date: string;
  opening_amount: number;
}

export async function sendTurnOpen(turn: TurnOpenInput): Promise<ServerTurn> {
  return (await apiRequest<{ item: ServerTurn }>('/v1/pos/turns', { body: turn })).item;
}

export async function sendTurnClose(serverId: number, closing: { closing_date: string; closing_amount: number }): Promise<ServerTurn> {
  return (await apiRequest<{ item: ServerTurn }>(`/v1/pos/turns/${serverId}/close`, { body: closing })).item;
}
