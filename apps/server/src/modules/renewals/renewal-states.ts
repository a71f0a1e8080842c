import { RENOVATION_TICKET_STATUSES } from '@app/shared';
import { conflict } from '../../lib/errors.ts';
import type { TicketRow } from './renewal-repository.ts';

/** A ticket state as lists show it, in lower case for sentences ("por aprobar", "cerrado"). */
export const stateLabel = (value: unknown): string =>
  RENOVATION_TICKET_STATUSES.find((s) => s.value === value)?.label.toLowerCase() ?? String(value);

/**
 * Refuses a transition from a state it does not start from: a Spanish 409 with the code RENEWAL_WRONG_STATE (a
 * caller branches on the code, never on the text), read under the ticket's row lock so two transitions never both
 * pass. The sentence names the states everyone acts from: a ticket reopened (`open`) is the staff's manual handling,
 * told apart by its own 403 (renewal-service.ts), so it is not offered to buyers here.
 */
export function assertTicketState(ticket: TicketRow, allowed: readonly string[], action: string): void {
  const current = ticket.renovation_ticket_status;
  if (allowed.includes(current as string)) return;
  const shown = allowed.length > 1 ? allowed.filter((s) => s !== 'open') : allowed;
  throw conflict(
    `No se puede ${action}: Ticket de renovación ${ticket.id} está ${stateLabel(current)}; solo se puede desde el estado ${shown.map(stateLabel).join(' o ')}.`,
    'RENEWAL_WRONG_STATE',
  );
}
