import { deliveredProfilesAnswer } from '@app/shared/contracts/inventory';
import { answers } from '@app/shared/contracts/envelope';
import { deliveryMessage, isoDate, listOrder, listPaginate, recordId } from '@app/shared';
import { maskCredential } from '@app/shared/contracts/credentials';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pagination } from '../../engine/list-query.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { deliveredProfiles } from './inventory-repository.ts';

const date = isoDate('La fecha');
const body = z.strictObject({
  data: z.strictObject({
    q: z.string().trim().max(100).optional(),
    state: z.string().max(20).optional(),
    type_digital_account_id: recordId('El producto').optional(),
    user_id: recordId('El usuario').optional(),
    order_id: recordId('El pedido').optional(),
    renewal_limit_date_gte: date.optional(),
    renewal_limit_date_lte: date.optional(),
  }).optional(),
  _paginate: listPaginate.optional(),
  // newest renewal date first, always: `_order` is accepted (any form) and not applied
  _order: listOrder.optional(),
});

/**
 * The profiles-list screen: units bought by the caller (and its network), with the copy-ready message of the
 * company's template. Staff see every sold unit. The password and PIN (and so the message) come masked: the
 * screen reveals one unit through the credentials' reveal call, which records the view (DOMAIN.md "Credential
 * views"); a page of units is no reveal.
 */
export function profileRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post('/api/v1/admin/profiles/delivered', { schema: { tags: ['profiles'], body, response: answers({ 200: deliveredProfilesAnswer }) }, config: { permission: 'profiles.list' } }, async (req) => {
    const auth = req.auth;
    const { items, total } = await deliveredProfiles(db, auth.tenant.id, auth.seesWholeCompany ? null : auth.user.path, req.body.data ?? {}, pagination(req.body._paginate));
    const template = await purchaseTemplate(db, auth.tenant.id);
    return {
      total,
      items: items.map((r) => {
        const unit = { ...r, password: maskCredential(r.password as string), pin: maskCredential(r.pin as string | null) };
        return {
          ...unit,
          message: deliveryMessage(template, { login: r.login, password: unit.password, profile: r.profile, pin: unit.pin, renewal_limit_date: r.renewal_limit_date }, { product: r.product, client: r.owner_name, order: r.order_number ?? undefined }),
        };
      }),
    };
  });
}
