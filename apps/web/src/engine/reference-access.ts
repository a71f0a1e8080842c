import { resourceByName } from '@app/shared';
import { getSession, hasPermission } from '../session.ts';

/**
 * Picker targets that are not engine resources but answer the same list/search contract, with the permissions
 * that open them. `platform-bank-account`: the root company's active accounts, where companies pay their own
 * top-ups (consignments-company.bank_account_id).
 */
const EXTRA_REFERENCES: Record<string, { searchField: string; permissions: string[] }> = {
  'platform-bank-account': { searchField: 'name', permissions: ['consignments-company.list'] },
};

/**
 * Filters a form's picker always sends: only what may be chosen for a new record (a deactivated bank account
 * stays readable on old records and in list filters, but nobody reports a new deposit into it).
 */
export const PICKER_FILTERS: Record<string, Record<string, unknown>> = {
  'bank-account': { active: true },
};

/** The field a picker searches and shows for records of `reference`. */
export const referenceSearchField = (reference: string | undefined): string =>
  (reference && (resourceByName(reference)?.searchField ?? EXTRA_REFERENCES[reference]?.searchField)) || 'name';

/**
 * Whether the signed-in user may read records of `reference` to show them by name (a reference column or
 * picker loads them through the target's list and search calls). Without it the id is shown instead of
 * asking for data the server would refuse.
 */
export function canReadReference(reference: string | undefined): boolean {
  if (!reference) return false;
  const session = getSession();
  const extra = EXTRA_REFERENCES[reference];
  if (extra) return extra.permissions.every((p) => hasPermission(session, p));
  const target = resourceByName(reference);
  if (!target) return false;
  return hasPermission(session, `${target.permission}.list`) && hasPermission(session, `${target.permission}.search`);
}
