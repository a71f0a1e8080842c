import { defineModule } from '../app-module.ts';
import { stockByProduct } from '../inventory/index.ts';
import { priceGroupHooks, priceListHooks, priceListItemHooks, typeDigitalAccountHooks } from './catalogue-hooks.ts';
import { pricingRoutes } from './pricing-routes.ts';
import { pricingService } from './pricing-service.ts';

export { type PricingService, type ProductRow, type SaleChain, clientPrices, pricingService, saleChain, saleChainStatement } from './pricing-service.ts';

/** The catalogue (products, price lists, price groups) and the prices each seller sets. */
export default defineModule({
  name: 'pricing',
  hooks: {
    'type-digital-account': typeDigitalAccountHooks,
    'price-list': priceListHooks,
    'price-list-item': priceListItemHooks,
    'price-group': priceGroupHooks,
  },
  register: (app, { db }) => pricingRoutes(app, pricingService(db), (companyId) => stockByProduct(db, companyId)),
});
