import type { Actor } from './audit.ts';
import type { AuthContext } from '../plugins/auth.ts';

/**
 * Who acts, as services see it: the buyer itself for purchases, staff or the buyer for transitions. Services take
 * this instead of the request's whole auth context, so seeds, jobs and other modules can act on someone's behalf.
 */
export interface Caller {
  companyId: number;
  user: { id: number; name: string; company_id: number; path: string };
  actor: Actor;
  seesWholeCompany: boolean;
}

export const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.tenant.id, user: auth.user, actor: auth.actor, seesWholeCompany: auth.seesWholeCompany,
});
