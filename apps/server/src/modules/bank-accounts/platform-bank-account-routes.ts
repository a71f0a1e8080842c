import { platformBankAccountListAnswer, platformBankAccountSearchAnswer } from '@app/shared/contracts/bank-accounts';
import { answers } from '@app/shared/contracts/envelope';
import { listRequest, recordIdFilter } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { platformAccounts } from './bank-account-repository.ts';

// a handful of accounts in a fixed order: `_order` is accepted (any form) and not applied
const listBody = listRequest(z.object({ id: recordIdFilter().optional(), q: z.string().max(100).optional() }));
const searchBody = z.object({ name: z.string().max(100).optional() }).catchall(z.unknown());

/**
 * The root company's active bank accounts, read by any company's admins to say where they paid a company
 * consignment (the picker of consignments-company.bank_account_id). Same list/search contract as the engine.
 */
export function platformBankAccountRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['platform-bank-account'];
  app.post('/api/v1/admin/platform-bank-account/list', { schema: { tags, body: listBody, response: answers({ 200: platformBankAccountListAnswer }) }, config: { permission: 'consignments-company.list' } },
    async (req) => {
      const id = req.body.data?.id;
      const page = req.body._paginate?.page ?? 1;
      const size = req.body._paginate?.max_rows ?? 100;
      // a handful of accounts: read them all, page in memory, answer the true total
      const all = await platformAccounts(db, { ids: id === undefined ? undefined : [id].flat(), q: req.body.data?.q }, 1000);
      return { items: all.slice((page - 1) * size, page * size), total: all.length };
    });
  app.post('/api/v1/admin/platform-bank-account/search', { schema: { tags, body: searchBody, response: answers({ 200: platformBankAccountSearchAnswer }) }, config: { permission: 'consignments-company.list' } },
    async (req) => ({ items: await platformAccounts(db, { q: req.body.name || undefined }, 50) }));
}
