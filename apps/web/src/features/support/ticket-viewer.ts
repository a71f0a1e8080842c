import { supportViewerRole, type SupportThreadResource, type SupportViewerRole } from '@app/shared';
import { seesWholeCompanyOf, type Session } from '../../session.ts';

/** Who the signed-in user is on a ticket row (the lists' unread badge; the page asks the server). */
export function roleOnTicket(session: Session | null, resource: SupportThreadResource, row: Record<string, unknown>): SupportViewerRole | null {
  if (!session) return null;
  return supportViewerRole(resource, row, { id: session.profile.id, seesWholeCompany: seesWholeCompanyOf(session) });
}

/** How a thread names each side: the requester and who answers it. */
export function sideLabels(resource: SupportThreadResource): { requester: string; desk: string } {
  return resource === 'support-client' ? { requester: 'Cliente', desk: 'Vendedor' } : { requester: 'Solicitante', desk: 'Soporte' };
}

export const isThreadResource = (name: string): name is SupportThreadResource => name === 'support-ticket' || name === 'support-client';
