import { defineModule } from '../app-module.ts';
import { stockImportRoutes } from './stock-import-routes.ts';
import { stockImportService } from './stock-import-service.ts';

export { importRows } from './stock-import-service.ts';
export type { SheetRow } from './xlsx-sheet.ts';

/**
 * Excel imports of stock (spec §2 digital-account/import, /import-profiles): a template to download, a dry run
 * that sorts every row into new / duplicate / error, and the import of the new rows in one transaction.
 */
export default defineModule({
  name: 'stock-import',
  register: (app, { db }) => stockImportRoutes(app, stockImportService(db)),
});
