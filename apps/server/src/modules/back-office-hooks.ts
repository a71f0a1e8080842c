import type { ResourceHooksMap } from '../engine/resource-hooks.ts';
import { companyHooks } from './company/company-resource-hooks.ts';
import { redeemableBalanceHooks } from './redeemable/redeemable-resource-hooks.ts';
import { supportClientHooks, supportTicketHooks } from './support/support-resource-hooks.ts';
import { clientsHooks, distribuitorsHooks, userHooks } from './users/user-resource-hooks.ts';

/** Issue 3: what the back-office resources add to the generic engine, by resource name. */
export const backOfficeHooks: ResourceHooksMap = {
  company: companyHooks,
  user: userHooks,
  distribuitors: distribuitorsHooks,
  clients: clientsHooks,
  'support-ticket': supportTicketHooks,
  'support-client': supportClientHooks,
  'redeemable-balance': redeemableBalanceHooks,
};
