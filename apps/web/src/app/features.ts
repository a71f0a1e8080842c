import { balanceFeature } from '../features/balance/index.ts';
import { catalogFeature } from '../features/catalog/index.ts';
import { couponsFeature } from '../features/coupons/index.ts';
import { credentialsFeature } from '../features/credentials/index.ts';
import { faultsFeature } from '../features/faults/index.ts';
import { integrationsFeature } from '../features/integrations/index.ts';
import { logsFeature } from '../features/logs/index.ts';
import { networkFeature } from '../features/network/index.ts';
import { otherAccountsFeature } from '../features/other-accounts/index.ts';
import { pricesFeature } from '../features/prices/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { purchaseFeature } from '../features/purchase/index.ts';
import { redeemableFeature } from '../features/redeemable/index.ts';
import { renewalsFeature } from '../features/renewals/index.ts';
import { reportsFeature } from '../features/reports/index.ts';
import { rolesFeature } from '../features/roles/index.ts';
import { settingsFeature } from '../features/settings/index.ts';
import { stockImportFeature } from '../features/stock-import/index.ts';
import { supportFeature } from '../features/support/index.ts';
import { templatesFeature } from '../features/templates/index.ts';
import { toolsFeature } from '../features/tools/index.ts';
import { tutorialsFeature } from '../features/tutorials/index.ts';
import { usersFeature } from '../features/users/index.ts';
import type { Feature } from './feature.ts';

/**
 * Every feature of the admin. The router, the engine's extensions and the read-only resources' create forms are
 * built from this list; a new feature is one folder and one line here. Where two features add to the same
 * resource screen, the earlier one's buttons come first (a user's role groups before its balance correction).
 */
export const FEATURES: readonly Feature[] = [
  profileFeature, tutorialsFeature, settingsFeature, toolsFeature, rolesFeature, usersFeature, networkFeature,
  logsFeature, stockImportFeature, purchaseFeature, faultsFeature, renewalsFeature, pricesFeature, catalogFeature,
  balanceFeature, reportsFeature, redeemableFeature, otherAccountsFeature, supportFeature, couponsFeature,
  templatesFeature, integrationsFeature, credentialsFeature,
];
