import { importCommitAnswer, importPreviewAnswer, importTemplateAnswer } from '@app/shared/contracts/stock-import';
import { answers } from '@app/shared/contracts/envelope';
import multipart from '@fastify/multipart';
import { STOCK_IMPORT_MAX_BYTES, type StockImportKind } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { StockImportService } from './stock-import-service.ts';
import { readSheet } from './xlsx-sheet.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = STOCK_IMPORT_MAX_BYTES / (1024 * 1024);

/** The one uploaded file, whole (at most 10 MB), with its name; a missing or oversize file changes nothing. */
async function uploadedFile(req: FastifyRequest): Promise<{ buffer: Buffer; name: string }> {
  if (!req.isMultipart()) throw badRequest('Envía el archivo Excel (.xlsx) como formulario (multipart/form-data) en el campo «file».');
  const file = await req.file();
  if (!file) throw badRequest('Adjunta el archivo Excel (.xlsx) que quieres importar.');
  try {
    const buffer = await file.toBuffer();
    return { buffer, name: file.filename || 'archivo.xlsx' };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `El archivo supera el máximo de ${MB} MB: divídelo en varios archivos.`);
    throw err;
  }
}

/**
 * Spec §2 digital-account/import and /import-profiles: the template, the dry run (preview) and the import
 * (commit). Both uploads carry the file: the preview keeps nothing between calls, the commit checks it again.
 */
export async function stockImportRoutes(app: FastifyInstance, service: StockImportService) {
  // the limit is enforced while reading the stream, so a 1 GB upload is cut at 10 MB instead of filling memory
  await app.register(multipart, { limits: { fileSize: STOCK_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const routes: [StockImportKind, string, string][] = [
    ['accounts', '/api/v1/admin/digital-account/import', 'plantilla-cuentas.xlsx'],
    ['profiles', '/api/v1/admin/digital-account/import-profiles', 'plantilla-perfiles.xlsx'],
  ];
  for (const [kind, base, fileName] of routes) {
    const config = { permission: 'digital-account.import' as const };
    const tags = ['digital-account'];

    app.get(`${base}/template`, { schema: { tags, response: answers({ 200: importTemplateAnswer }) }, config }, async (req, reply) => {
      const body = await service.template(kind, req.auth.tenant.id);
      return reply.header('Content-Type', XLSX).header('Content-Disposition', `attachment; filename="${fileName}"`).send(body);
    });

    app.post(`${base}/preview`, { schema: { tags, response: answers({ 200: importPreviewAnswer }) }, config }, async (req) => {
      const { buffer } = await uploadedFile(req);
      return service.preview(kind, importer(req), await readSheet(buffer, kind));
    });

    app.post(`${base}/commit`, { schema: { tags, response: answers({ 200: importCommitAnswer }) }, config }, async (req) => {
      const { buffer, name } = await uploadedFile(req);
      return service.commit(kind, importer(req), await readSheet(buffer, kind), name);
    });
  }
}

const importer = (req: FastifyRequest) => ({ companyId: req.auth.tenant.id, userId: req.auth.user.id, actor: req.auth.actor });
