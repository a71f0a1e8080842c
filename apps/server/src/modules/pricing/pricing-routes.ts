import { pricesAnswer, pricesExportAnswer, pricesSaveAnswer, purchaseCatalogueAnswer } from '@app/shared/contracts/pricing';
import { answers } from '@app/shared/contracts/envelope';
import { recordId, recordIdText } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamXlsx } from '../../lib/xlsx-export.ts';
import type { PricingService } from './pricing-service.ts';

const money = (label: string) => z.number({ error: `${label} debe ser un número entero de centavos` })
  .int(`${label} debe ser un número entero de centavos`).min(0, `${label} no puede ser negativo`).nullable().optional();

const saveBody = z.strictObject({
  user_id: recordId('El usuario').optional(),
  items: z.array(z.strictObject({
    type_digital_account_id: recordId('El producto'),
    price_distributor: money('El precio para distribuidores'),
    price_client: money('El precio para clientes'),
  })).max(1000),
});
const query = z.object({ user_id: recordIdText('El usuario').optional() });

/** config-prices (a seller's prices for its children), the distributor-prices report and the purchase catalogue. */
export function pricingRoutes(root: FastifyInstance, pricing: PricingService, stock: (companyId: number) => Promise<Map<number, number>>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['config-prices'];

  app.get('/api/v1/config-prices', { schema: { tags, querystring: query, response: answers({ 200: pricesAnswer }) }, config: { permission: 'distribuitors.prices' } },
    async (req) => pricing.prices(req.auth, req.query.user_id));

  app.put('/api/v1/config-prices', { schema: { tags, body: saveBody, response: answers({ 200: pricesSaveAnswer }) }, config: { permission: 'distribuitors.prices' } },
    async (req) => ({ ...(await pricing.save(req.auth, req.body.items, req.body.user_id)), msg: 'Precios guardados correctamente.' }));

  app.get('/api/v1/purchase/catalogue', { schema: { tags: ['order'], response: answers({ 200: purchaseCatalogueAnswer }) }, config: { permission: 'order.create' } },
    async (req) => ({ items: await pricing.catalogue(req.auth, await stock(req.auth.tenant.id)) }));

  app.get('/api/v1/distributor-prices', { schema: { tags, querystring: query, response: answers({ 200: pricesAnswer }) }, config: { permission: 'distribuitors.prices' } },
    async (req) => pricing.prices(req.auth, req.query.user_id));

  app.post('/api/v1/distributor-prices/export', {
    schema: { tags, body: z.strictObject({ user_id: recordId('El usuario').optional() }).optional(), response: answers({ 200: pricesExportAnswer }) },
    config: { permission: 'distribuitors.prices' },
  }, async (req, reply) => {
    const { items } = await pricing.prices(req.auth, req.body?.user_id);
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', 'attachment; filename="export.xlsx"');
    return reply.send(streamXlsx('Precios de distribuidor', [
      { key: 'name', header: 'Producto', kind: 'text' },
      { key: 'cost', header: 'Mi costo', kind: 'money' },
      { key: 'price_distributor', header: 'Precio a distribuidores', kind: 'money' },
      { key: 'price_client', header: 'Precio a clientes', kind: 'money' },
      { key: 'default_child_price', header: 'Precio por defecto', kind: 'money' },
      { key: 'active', header: 'Activo', kind: 'boolean' },
    ], (async function* () { yield items as unknown as Record<string, unknown>[]; })()));
  });
}
