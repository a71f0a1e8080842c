import { defineModule } from '../app-module.ts';
import { accountService } from './account-service.ts';
import { networkRoutes } from './network-routes.ts';
import { networkService } from './network-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { profileService } from './profile-service.ts';
import { clientsHooks, distribuitorsHooks, userHooks } from './user-resource-hooks.ts';
import { userRoutes } from './user-routes.ts';

export { hashPassword, timingDummyHash, verifyPassword } from './password-hash.ts';
export { profileOf } from './session-profile.ts';
export { parentIdOf } from './user-directory-service.ts';
export {
  bumpSessionVersion, defaultGroupOf, findCompanyById, findUserByCode, findUserById, findUserByUsername, insertUser, permissionsOf,
  type SessionCompany, type SessionUser, setUserGroups, userInSubtree,
} from './user-repository.ts';

/** Users, distributors and clients: accounts (registration, passwords), the network tree and the own profile. */
export default defineModule({
  name: 'users',
  hooks: { user: userHooks, distribuitors: distribuitorsHooks, clients: clientsHooks },
  register(app, { db, config, mail }) {
    userRoutes(app, accountService(db, config, mail));
    networkRoutes(app, networkService(db));
    profileRoutes(app, profileService(db));
  },
});
