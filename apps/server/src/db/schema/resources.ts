import { RESOURCES } from '@app/shared';
import { resourceTable } from './resource-table.ts';
import { balanceResourceTables } from './balances.ts';
import { salesResourceTables } from './sales.ts';
import { backOfficeResourceTables } from './back-office.ts';
import { posResourceTables } from './pos.ts';

const table = (name: string) => resourceTable(RESOURCES.find((r) => r.name === name)!);

// One named export per generated table: drizzle-kit discovers tables by their exports.
export const bank = table('bank');
export const notice = table('notice');
export const linkTutorial = table('link-tutorial');
export const mailOutbox = table('mail-outbox');
export const configuration = table('configuration');

export const resourceTables = { bank, notice, 'link-tutorial': linkTutorial, 'mail-outbox': mailOutbox, configuration,
  // bank accounts, consignments and the balance-movement views (db/schema/balances.ts)
  ...balanceResourceTables,
  // catalogue, inventory and sales (db/schema/sales.ts)
  ...salesResourceTables,
  // the remaining back-office resources (db/schema/back-office.ts)
  ...backOfficeResourceTables,
  // the point of sale (db/schema/pos.ts)
  ...posResourceTables,
};
