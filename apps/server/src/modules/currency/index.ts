import { defineModule } from '../app-module.ts';
import { currencyRoutes } from './currency-routes.ts';
import { currencyService } from './currency-service.ts';

export { type CurrencyService, companyCurrencies, currencyService } from './currency-service.ts';

/** Currencies and the converter. */
export default defineModule({ name: 'currency', register: (app, { db }) => currencyRoutes(app, currencyService(db)) });
