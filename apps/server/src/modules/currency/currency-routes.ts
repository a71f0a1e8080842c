import { conversionAnswer } from '@app/shared/contracts/currency';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrencyService } from './currency-service.ts';

const params = z.object({
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'La moneda debe ser un código de 3 letras (p. ej. USD)'),
  amount: z.string().max(30, 'El monto es demasiado largo'),
});

export function currencyRoutes(root: FastifyInstance, currencies: CurrencyService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // any signed-in user may convert: the converter dialog is part of every session (spec §1)
  app.get('/api/v1/convert/:currency/:amount', { schema: { tags: ['currency'], params, response: answers({ 200: conversionAnswer }) } },
    async (req) => currencies.convert(req.auth, req.params.currency, req.params.amount));
}
