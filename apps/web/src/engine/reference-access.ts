import { resourceByName } from '@app/shared';
import { getSession, hasPermission } from '../session.ts';

/**
 * Whether the signed-in user may read records of `reference` to show them by name (a reference column or
 * picker loads them through the target's list and search calls). Without it the id is shown instead of
 * asking for data the server would refuse.
 */
export function canReadReference(reference: string | undefined): boolean {
  const target = reference ? resourceByName(reference) : undefined;
  if (!target) return false;
  const session = getSession();
  return hasPermission(session, `${target.permission}.list`) && hasPermission(session, `${target.permission}.search`);
}
