import { defineModule } from '../app-module.ts';
import { digitalAccountHooks, profileHooks } from './inventory-hooks.ts';
import { profileRoutes } from './profile-routes.ts';

export { countRows, insertProfiles, rowInCompany, stockByProduct } from './inventory-repository.ts';
export {
  allocateAccounts, allocateAccountsStatement, allocateProfiles, allocateProfilesStatement, type Allocation, type HeldUnit, releaseAccount, releaseProfile, releaseUnits, retireRefunded, retireReplaced, setAccountFaulty,
  takeReplacement, type UnitRow,
} from './stock-units-repository.ts';

/**
 * Stock: digital accounts and their profiles. The only module that allocates, replaces, retires and releases stock
 * units (stock-units-repository.ts): sales, faults and renewals call it.
 */
export default defineModule({
  name: 'inventory',
  hooks: { 'digital-account': digitalAccountHooks, profiles: profileHooks },
  register: (app, { db }) => profileRoutes(app, db),
});
