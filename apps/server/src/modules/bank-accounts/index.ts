import { defineModule } from '../app-module.ts';
import { bankAccountHooks } from './bank-account-hooks.ts';
import { paymentMethodRoutes } from './payment-method-routes.ts';
import { platformBankAccountRoutes } from './platform-bank-account-routes.ts';

export { findBankByCode, insertBank, insertBankAccount } from './bank-account-repository.ts';

/** Bank accounts and other payment methods of the company and of the platform (where companies top up). */
export default defineModule({
  name: 'bank-accounts',
  hooks: bankAccountHooks,
  register(app, { db }) {
    platformBankAccountRoutes(app, db);
    paymentMethodRoutes(app, db);
  },
});
