import { deliveryMessage } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pagination } from '../../engine/list-query.ts';
import { purchaseTemplate } from '../sales/delivery.ts';
import { deliveredProfiles } from './inventory-repository.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha con formato AAAA-MM-DD');
const body = z.strictObject({
  data: z.strictObject({
    q: z.string().trim().max(100).optional(),
    state: z.string().max(20).optional(),
    type_digital_account_id: z.number().int().positive().optional(),
    user_id: z.number().int().positive().optional(),
    order_id: z.number().int().positive().optional(),
    renewal_limit_date_gte: date.optional(),
    renewal_limit_date_lte: date.optional(),
  }).optional(),
  _paginate: z.strictObject({ page: z.number().int().min(1).optional(), max_rows: z.number().int().min(1).max(1000).optional() }).optional(),
});

/**
 * The profiles-list screen: units bought by the caller (and its network), with credentials and the copy-ready
 * message of the company's template. Staff see every sold unit.
 */
export function profileRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post('/api/v1/admin/profiles/delivered', { schema: { tags: ['profiles'], body }, config: { permission: 'profiles.list' } }, async (req) => {
    const auth = req.auth;
    const { items, total } = await deliveredProfiles(db, auth.tenant.id, auth.seesWholeCompany ? null : auth.user.path, req.body.data ?? {}, pagination(req.body._paginate));
    const template = await purchaseTemplate(db, auth.tenant.id);
    return {
      total,
      items: items.map((r) => ({
        ...r,
        message: deliveryMessage(template, { login: r.login, password: r.password, profile: r.profile, pin: r.pin, renewal_limit_date: r.renewal_limit_date }, { product: r.product, client: r.owner_name, order: r.order_number ?? undefined }),
      })),
    };
  });
}
