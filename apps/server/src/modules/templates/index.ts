import { defineModule } from '../app-module.ts';
import { forgetPurchaseTemplates } from './purchase-template.ts';
import { templateRoutes } from './template-routes.ts';
import { templateService } from './template-service.ts';

export { purchaseTemplate } from './purchase-template.ts';
export { seedDefaultTemplates } from './template-service.ts';

/** Message templates and their previews. */
export default defineModule({
  name: 'templates',
  register: (app, { db }) => {
    templateRoutes(app, templateService(db));
    app.addHook('onClose', async () => forgetPurchaseTemplates());
  },
});
