import type { SupportResponseInput, SupportThreadAnswer, SupportThreadResource } from '@app/shared';
import type { DefaultResponseRow, ResourceSearchAnswer } from '@app/shared/contracts/resources';
import type { ResponseSentAnswer, ThreadAnswer, TicketAnswer } from '@app/shared/contracts/support';
import { apiRequest } from '../../api/http.ts';
import { newIdempotencyKey } from '../../api/money.ts';
import { emit } from '../../app-events.ts';

/** The calls of a ticket's page (modules/support on the server). */
const base = (resource: SupportThreadResource, id: number) => `/v1/admin/${resource}/${id}`;

/** The thread; reading it clears the reader's unread marker, so the lists change too. */
export async function fetchThread(resource: SupportThreadResource, id: number): Promise<SupportThreadAnswer> {
  const answer = await apiRequest<ThreadAnswer>(`${base(resource, id)}/responses`);
  if (answer.viewer.unread) emit('data-changed', { resource });
  return answer;
}

/** Sends a response; `key` is the composer's Idempotency-Key, kept across retries of the same text. */
export async function sendResponse(resource: SupportThreadResource, id: number, body: SupportResponseInput, key: string) {
  const res = await apiRequest<ResponseSentAnswer>(`${base(resource, id)}/responses`, { method: 'POST', body, idempotencyKey: key });
  emit('data-changed', { resource });
  return res;
}

/** Close (`close`) or reopen (`open`) the ticket. */
export async function ticketAction(resource: SupportThreadResource, id: number, action: 'close' | 'open') {
  const res = await apiRequest<TicketAnswer>(`${base(resource, id)}/${action}`, { method: 'POST', body: {}, idempotencyKey: newIdempotencyKey() });
  emit('data-changed', { resource });
  return res;
}

export type DefaultResponse = DefaultResponseRow;

/** The company's active default responses, for the desk's picker. */
export async function fetchDefaultResponses(): Promise<DefaultResponse[]> {
  const res = await apiRequest<ResourceSearchAnswer<DefaultResponseRow>>('/v1/admin/support_ticket_response_defaul/search', { body: { name: '', active: true } });
  return res.items ?? [];
}
