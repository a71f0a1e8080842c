import {
  formatDateTime, resourceByName, SUPPORT_REOPEN_DAYS, supportViewerRole, unreadFor,
  type SupportResponseInput, type SupportResponseItem, type SupportSide, type SupportThreadAnswer, type SupportThreadResource, type SupportViewer,
  type SupportViewerRole,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { assertState } from '../sales/index.ts';
import { deskRecipients, notifyTicket, snippet, ticketLabel } from './support-events.ts';
import { userInSubtree } from '../users/index.ts';
import {
  clearUnread, countResponse, findTicket, insertResponse, listResponses, updateTicket, userNames, type TicketRow,
} from './support-repository.ts';

const DAY_MS = 86_400_000;

const defOf = (resource: SupportThreadResource) => resourceByName(resource)!;
const statusOf = (resource: SupportThreadResource, t: TicketRow) => String(t[defOf(resource).status!.field]);
const missing = (resource: SupportThreadResource, id: number) => notFound(`${defOf(resource).label.one}: el registro ${id} no existe.`);

/**
 * Staff reach every ticket of the company; anyone else the tickets filed inside its own subtree (its own, its
 * clients', its network's): the engine's rule for these resources. Anything else reads as missing (404), so a
 * sibling cannot even learn that the ticket exists.
 */
async function reach(tx: Tx, caller: Caller, resource: SupportThreadResource, id: number, lock: boolean): Promise<TicketRow> {
  const row = await findTicket(tx, resource, caller.companyId, id, lock);
  if (!row) throw missing(resource, id);
  if (!caller.seesWholeCompany && !(row.user_id !== null && await userInSubtree(tx, row.user_id, caller.user.path))) throw missing(resource, id);
  return row;
}

const roleOf = (resource: SupportThreadResource, ticket: TicketRow, caller: Caller): SupportViewerRole =>
  supportViewerRole(resource, ticket, { id: caller.user.id, seesWholeCompany: caller.seesWholeCompany });

/** The moment until which a closed ticket may be reopened, or null when it is not closed. */
const reopenUntil = (ticket: TicketRow): Date | null =>
  ticket.closed_at ? new Date(new Date(ticket.closed_at).getTime() + SUPPORT_REOPEN_DAYS * DAY_MS) : null;

/** Who may close: the requester, the desk, and the company's staff (DOMAIN.md "the requester and staff can close"). */
const mayClose = (role: SupportViewerRole, caller: Caller) => role !== 'observer' || caller.seesWholeCompany;

function viewerOf(resource: SupportThreadResource, ticket: TicketRow, role: SupportViewerRole, caller: Caller, unread = 0): SupportViewer {
  const open = statusOf(resource, ticket) === 'open';
  const until = reopenUntil(ticket);
  return {
    role,
    can_respond: open && role !== 'observer',
    can_close: open && mayClose(role, caller),
    can_reopen: !open && role === 'requester' && !!until && until.getTime() >= Date.now(),
    reopen_until: !open && until ? until.toISOString() : null,
    can_use_default_responses: role === 'desk',
    unread,
  };
}

/** The ticket as the thread page shows it: with its requester's and seller's names. */
async function withNames(tx: Tx, ticket: TicketRow) {
  const names = await userNames(tx, [ticket.user_id, ticket.distributor_id]);
  return {
    ...ticket,
    user_name: ticket.user_id ? names.get(ticket.user_id) ?? null : null,
    ...(ticket.distributor_id !== undefined ? { distributor_name: ticket.distributor_id ? names.get(ticket.distributor_id) ?? null : null } : {}),
  };
}

/** The thread, oldest first; reading it clears the reader's own side's unread responses. */
export async function readThread(tx: Tx, caller: Caller, resource: SupportThreadResource, id: number): Promise<SupportThreadAnswer> {
  let ticket = await reach(tx, caller, resource, id, false);
  const role = roleOf(resource, ticket, caller);
  const unread = unreadFor(ticket, role);
  if (role !== 'observer') {
    await clearUnread(tx, resource, id, role);
    ticket = { ...ticket, [role === 'requester' ? 'requester_unread' : 'desk_unread']: 0 };
  }
  return {
    ticket: await withNames(tx, ticket),
    items: await listResponses(tx, caller.companyId, resource, id),
    viewer: viewerOf(resource, ticket, role, caller, unread),
  };
}

/** A response by the requester or the desk, on an open ticket; the other side gets an unread and a notification. */
export async function respondTo(tx: Tx, caller: Caller, resource: SupportThreadResource, id: number, input: SupportResponseInput) {
  const ticket = await reach(tx, caller, resource, id, true);
  const role = roleOf(resource, ticket, caller);
  if (role === 'observer') {
    throw forbidden(resource === 'support-client'
      ? 'Solo el cliente y su vendedor pueden responder este ticket; tú puedes consultarlo.'
      : 'Solo quien abrió el ticket y el personal de soporte pueden responderlo; tú puedes consultarlo.');
  }
  if (statusOf(resource, ticket) !== 'open') {
    throw conflict(role === 'requester'
      ? `El ticket ${ticket.filing_number} está cerrado: reábrelo para responder.`
      : `El ticket ${ticket.filing_number} está cerrado: no admite respuestas.`);
  }
  const side: SupportSide = role;
  const response = await insertResponse(tx, {
    company_id: caller.companyId, ticket_type: resource, ticket_id: id, user_id: caller.user.id, side,
    text: input.text ?? '', images: input.images ?? [],
  });
  const row = await countResponse(tx, resource, id, side);
  const images = response.images.length;
  await writeLog(tx, {
    companyId: caller.companyId, objectType: resource, objectId: id, actor: caller.actor,
    text: `Respuesta agregada${images ? ` con ${images} ${images === 1 ? 'imagen' : 'imágenes'}` : ''}`,
  });
  const quote = response.text ? `: «${snippet(response.text)}»` : ' con una imagen';
  const to = side === 'requester' ? await deskRecipients(tx, resource, row) : [row.user_id!];
  const text = side === 'requester'
    ? `${caller.actor.name} respondió en el ticket ${ticketLabel(row)}${quote}`
    : `${caller.actor.name} respondió tu ticket ${ticketLabel(row)}${quote}`;
  await notifyTicket(tx, resource, row, 'ticket_answered', text, to, caller.user.id);
  const item: SupportResponseItem = {
    id: response.id, side, author_id: response.user_id, author_name: caller.actor.name, text: response.text, images: response.images,
    created_at: new Date(response.created_at).toISOString(),
  };
  return { item, ticket: row };
}

/** open → close, by the requester, the desk or staff. The other side is told. */
export async function closeTicket(tx: Tx, caller: Caller, resource: SupportThreadResource, id: number): Promise<TicketRow> {
  const before = await reach(tx, caller, resource, id, true);
  const role = roleOf(resource, before, caller);
  if (!mayClose(role, caller)) throw forbidden('Solo quien abrió el ticket y quien lo atiende pueden cerrarlo.');
  assertState(defOf(resource), before, ['open'], 'cerrar el ticket');
  const row = await updateTicket(tx, resource, id, { [defOf(resource).status!.field]: 'close', closed_at: sql`now()` });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: resource, objectId: id, actor: caller.actor,
    text: role === 'requester' ? 'Ticket cerrado por quien lo abrió' : 'Ticket cerrado', changes: diffChanges(before, row),
  });
  const to = [...(role !== 'requester' ? [row.user_id!] : []), ...(role !== 'desk' ? await deskRecipients(tx, resource, row) : [])];
  await notifyTicket(tx, resource, row, 'ticket_closed', `${caller.actor.name} cerró el ticket ${ticketLabel(row)}.`, to, caller.user.id);
  return row;
}

/** close → open, by its requester only, within SUPPORT_REOPEN_DAYS of closing. The desk is told. */
export async function reopenTicket(tx: Tx, caller: Caller, resource: SupportThreadResource, id: number): Promise<TicketRow> {
  const before = await reach(tx, caller, resource, id, true);
  if (roleOf(resource, before, caller) !== 'requester') throw forbidden('Solo quien abrió el ticket puede reabrirlo.');
  assertState(defOf(resource), before, ['close'], 'reabrir el ticket');
  const until = reopenUntil(before);
  if (!until || until.getTime() < Date.now()) {
    throw conflict(`No se puede reabrir el ticket ${before.filing_number}: se cerró el ${before.closed_at ? formatDateTime(before.closed_at) : '—'} y solo puede reabrirse durante ${SUPPORT_REOPEN_DAYS} días. Abre un ticket nuevo.`);
  }
  const row = await updateTicket(tx, resource, id, { [defOf(resource).status!.field]: 'open', closed_at: null });
  await writeLog(tx, { companyId: caller.companyId, objectType: resource, objectId: id, actor: caller.actor, text: 'Ticket reabierto', changes: diffChanges(before, row) });
  await notifyTicket(tx, resource, row, 'ticket_reopened', `${caller.actor.name} reabrió el ticket ${ticketLabel(row)}.`, await deskRecipients(tx, resource, row), caller.user.id);
  return row;
}

/**
 * The response threads of support tickets (to staff) and client tickets (to the client's seller), DOMAIN.md
 * "Support ticket": read (clearing the reader's unread marker), answer (text and up to 3 images), close and
 * reopen. Every change locks the ticket first, so a response and a close never cross; the other side is notified
 * in the same transaction. The seed runs the same steps inside its own transaction.
 */
export function supportService(db: Db) {
  return {
    thread: (caller: Caller, resource: SupportThreadResource, id: number) => inTransaction(db, (tx) => readThread(tx, caller, resource, id)),
    respond: (caller: Caller, resource: SupportThreadResource, id: number, input: SupportResponseInput) =>
      inTransaction(db, (tx) => respondTo(tx, caller, resource, id, input)),
    close: (caller: Caller, resource: SupportThreadResource, id: number) => inTransaction(db, (tx) => closeTicket(tx, caller, resource, id)),
    reopen: (caller: Caller, resource: SupportThreadResource, id: number) => inTransaction(db, (tx) => reopenTicket(tx, caller, resource, id)),
  };
}

export type SupportService = ReturnType<typeof supportService>;
