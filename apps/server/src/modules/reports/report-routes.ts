import { reportCategoriesAnswer, reportExportAnswer, reportRowsAnswer, reportSellersAnswer } from '@app/shared/contracts/reports';
import { answers } from '@app/shared/contracts/envelope';
import { reportQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportSheet } from './report-export.ts';
import type { ReportService } from './report-service.ts';

const params = z.object({ name: z.string().max(60) });

/**
 * The export report pages' calls (spec §2 `/admin/{name}/export`): the rows and totals of what is filtered, and the
 * same rows as an xlsx. Each report names its own permission (shared reports/*.ts), checked by the service.
 */
export function reportRoutes(root: FastifyInstance, reports: ReportService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  app.get('/api/v1/reports/:name', { schema: { tags, params, querystring: reportQuery, response: answers({ 200: reportRowsAnswer }) } }, async (req) =>
    reports.rows(req.auth, req.params.name, req.query));

  app.get('/api/v1/reports/:name/sellers', {
    schema: { tags, params, querystring: z.strictObject({ q: z.string({ error: 'La búsqueda debe ser texto' }).trim().max(100, 'La búsqueda admite máximo 100 caracteres').optional() }), response: answers({ 200: reportSellersAnswer }) },
  }, async (req) => ({ items: await reports.sellers(req.auth, req.params.name, req.query.q ?? '') }));

  // the category tree picker of a report filtered by leaf categories (the user balances)
  app.get('/api/v1/reports/:name/categories', { schema: { tags, params, response: answers({ 200: reportCategoriesAnswer }) } }, async (req) =>
    ({ items: await reports.categories(req.auth, req.params.name) }));

  app.get('/api/v1/reports/:name/export', { schema: { tags, params, querystring: reportQuery, response: answers({ 200: reportExportAnswer }) } }, async (req, reply) => {
    const { def, rows } = await reports.exportRows(req.auth, req.params.name, req.query);
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="${def.name}.xlsx"`);
    return reply.send(reportSheet(def, rows));
  });
}
