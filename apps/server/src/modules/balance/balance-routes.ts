import { balanceChangeAnswer } from '@app/shared/contracts/balance';
import { answers } from '@app/shared/contracts/envelope';
import { idParams, type Permission } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BalanceService } from './balance-service.ts';

/** Largest single adjustment or credit limit, in cents (10.000 millones de pesos): keeps typing mistakes out. */
const MAX_CENTS = 1_000_000_000_000;

const adjustBody = z.strictObject({
  amount: z.number({ error: 'El valor debe ser un número entero de centavos' }).int('El valor debe ser un número entero de centavos')
    .min(-MAX_CENTS, 'El valor es demasiado grande').max(MAX_CENTS, 'El valor es demasiado grande')
    .refine((v) => v !== 0, { message: 'El valor del ajuste no puede ser cero' }),
  reason: z.string({ error: 'El motivo es obligatorio' }).max(500, 'El motivo admite máximo 500 caracteres'),
});
const creditLimitBody = z.strictObject({
  credit_limit: z.number({ error: 'El cupo debe ser un número entero de centavos' }).int('El cupo debe ser un número entero de centavos')
    .min(0, 'El cupo no puede ser negativo').max(MAX_CENTS, 'El cupo es demasiado grande'),
  reason: z.string().max(500, 'El motivo admite máximo 500 caracteres').optional(),
});

/**
 * Balance corrections (spec §6 "adjustment-balance"): a user's with `balance-current.adjustment-balance` (company
 * staff), a company's with `company.adjustment-balance` (root users acting on it through x-tenant).
 */
export function balanceRoutes(root: FastifyInstance, service: BalanceService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const targets = [
    { type: 'user' as const, path: 'user', permission: 'balance-current.adjustment-balance' as Permission },
    { type: 'company' as const, path: 'company', permission: 'company.adjustment-balance' as Permission },
  ];
  for (const t of targets) {
    app.post(`/api/v1/admin/${t.path}/:id/adjust-balance`, {
      schema: { tags: ['balance'], params: idParams, body: adjustBody, response: answers({ 200: balanceChangeAnswer }) },
      config: { permission: t.permission, idempotent: true },
    }, async (req) => service.adjust(req.auth, t.type, req.params.id, req.body));
    app.post(`/api/v1/admin/${t.path}/:id/credit-limit`, {
      schema: { tags: ['balance'], params: idParams, body: creditLimitBody, response: answers({ 200: balanceChangeAnswer }) },
      config: { permission: t.permission, idempotent: true },
    }, async (req) => service.setCreditLimit(req.auth, t.type, req.params.id, req.body));
  }
}
