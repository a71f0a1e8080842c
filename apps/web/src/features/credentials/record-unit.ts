import { OTHERS_REVEAL_SCREEN, type CredentialViewsQuery, type RevealScreen } from '@app/shared/contracts/credentials';
import type { RaRecord } from 'react-admin';
import { hasPermission, seesWholeCompanyOf, type Session } from '../../session.ts';
import type { UnitRef } from './use-unit-reveals.ts';

/** The credentials a record page holds: the unit the reveal call names, and the screen it reveals from. */
export interface RecordUnit {
  unit: UnitRef;
  screen: RevealScreen;
}

/** What a record page's view history asks for (staff read it whether or not they may reveal the unit). */
export function historyQuery(resource: string | undefined, id: number): CredentialViewsQuery | null {
  if (resource === 'profiles') return { profile_id: id };
  if (resource === 'digital-account') return { digital_account_id: id };
  if (resource === 'digital-account-others') return { digital_account_others_id: id };
  return null;
}

/**
 * The unit behind a record page with credentials (DOMAIN.md "Credential views"), or null where the page offers no
 * reveal to this session: a stock account or profile (sold: its buyer's chain and staff; in stock: staff who read
 * stock passwords), or a hand-fulfilled request with a password or PIN written (delivered: its buyer's chain;
 * before or after: staff). The server decides again; this only keeps a button that would answer 404 off the page.
 */
export function recordUnit(resource: string | undefined, record: RaRecord | undefined, session: Session | null): RecordUnit | null {
  if (!record) return null;
  const id = Number(record.id);
  if (resource === 'digital-account-others') {
    const written = !!record.password || !!record.pin;
    const reachable = record.status === 'finalized' || seesWholeCompanyOf(session);
    return written && reachable ? { unit: { digital_account_others_id: id }, screen: OTHERS_REVEAL_SCREEN } : null;
  }
  if (resource !== 'profiles' && resource !== 'digital-account') return null;
  const sold = resource === 'profiles' ? !!record.user_id : !!record.owner_id;
  if (!sold && !hasPermission(session, 'digital-account.show_observations')) return null;
  return resource === 'profiles'
    ? { unit: { profile_id: id, digital_account_id: Number(record.digital_account_id) }, screen: 'stock' }
    : { unit: { profile_id: null, digital_account_id: id }, screen: 'stock' };
}
