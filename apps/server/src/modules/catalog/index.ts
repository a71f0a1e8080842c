import { defineModule } from '../app-module.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { catalogService } from './catalog-service.ts';

export { storeProductImage, storeProducts } from './catalog-service.ts';

/** Each seller's catalog: the products its public store shows, and its printable price list. */
export default defineModule({ name: 'catalog', register: (app, { db }) => catalogRoutes(app, catalogService(db)) });
