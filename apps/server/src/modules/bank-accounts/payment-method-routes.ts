import { paymentKindLabel, paymentNumberLabel } from '@app/shared';
import { paymentMethodsAnswer } from '@app/shared/contracts/bank-accounts';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { activePaymentMethods } from './bank-account-repository.ts';

/**
 * `GET /api/v1/admin/payment-methods`: the caller's company's active ways to be paid, for the top-up forms of the
 * back office and the store (copy buttons, the QR image where one is configured). Lists and pickers of bank
 * accounts leave images out, hence this read. Whoever may pick an account for a report may read it.
 */
export function paymentMethodRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/admin/payment-methods', {
    schema: { tags: ['bank-account'], response: answers({ 200: paymentMethodsAnswer }) },
    config: { permission: 'bank-account.search' },
  }, async (req) => {
    const rows = await activePaymentMethods(db, req.auth.tenant.id);
    return {
      items: rows.map((r) => {
        const kind = r.kind ?? 'bank';
        return { ...r, kind, kind_label: paymentKindLabel(kind), number_label: paymentNumberLabel(kind, r.breb_key_type) };
      }),
    };
  });
}
