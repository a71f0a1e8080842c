import {
  filterSchema, idParamsUpTo, listColumns, listRequest, referenceLabelOf, referenceNameKey,
  type Action, type FieldDef, type Permission, type ResourceDef,
} from '@app/shared';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startedBatches, streamXlsx, type ExportColumn } from '../lib/xlsx-export.ts';
import { unprocessable } from '../lib/errors.ts';
import { refuseNul } from '../lib/input-text.ts';
import { resourceContract } from './resource-contract.ts';
import type { ResourceService } from './resource-service.ts';

export function listBody(def: ResourceDef) {
  return listRequest(filterSchema(def));
}

/**
 * The columns of a resource's sheet, read as its screen reads: the id, then the list's own columns in the list's
 * order and with its labels (a status list's swapped ones too), a state by its Spanish label, a reference beside its
 * name; then the record's other fields. A field labelled like a column already written (a user's id beside the
 * listed user's name, both "Usuario") is told apart as "(id)", so no two columns share a heading.
 */
export function exportColumns(def: ResourceDef, listName?: string): ExportColumn[] {
  const listed = listColumns(def, listName);
  const rest = def.fields.filter((f) => !listed.includes(f));
  const columns: ExportColumn[] = [{ key: 'id', header: 'Id', kind: 'id' }];
  const headers = new Set(['Id', 'Creado', 'Actualizado']);
  for (const f of [...listed, ...rest]) {
    // a sheet is a copy nobody can trace: a unit's password or PIN is revealed one unit at a time, never exported
    if (['image', 'password', 'json'].includes(f.kind) || f.secret || f.credential) continue;
    for (const c of [fieldColumn(f), ...referenceNameColumn(def, f)]) {
      const header = headers.has(c.header) ? `${c.header} (${c.kind === 'reference' ? 'id' : c.key})` : c.header;
      headers.add(header);
      columns.push({ ...c, header });
    }
  }
  return [...columns, { key: 'created_at', header: 'Creado', kind: 'datetime' }, { key: 'updated_at', header: 'Actualizado', kind: 'datetime' }];
}

const fieldColumn = (f: FieldDef): ExportColumn => ({ key: f.name, header: f.label, kind: f.kind, ...(f.options ? { options: f.options } : {}) });

/** Beside a reference id, the name the rows answer for it (engine/reference-names.ts), so a sheet reads by names. */
function referenceNameColumn(def: ResourceDef, f: FieldDef): ExportColumn[] {
  const key = referenceNameKey(f.name);
  return referenceLabelOf(f) && !def.fields.some((x) => x.name === key) ? [{ key, header: `${f.label} (nombre)`, kind: 'text' }] : [];
}

const perm = (def: ResourceDef, action: Action) => `${def.permission}.${action}` as Permission;

/**
 * Mounts the generic routes of one resource (DESIGN.md "API contract") under /api/v1/admin/{name}, plus the
 * list and export routes of each of its status-filtered lists (e.g. /api/v1/admin/order-draft/list).
 */
export function mountResourceRoutes(root: FastifyInstance, service: ResourceService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { def } = service;
  const base = `/api/v1/admin/${def.name}`;
  const tags = [def.name];
  const body = listBody(def);
  const idParams = idParamsUpTo(service.repo.maxId);
  const contract = resourceContract(def, service.repo);
  const listAnswers = answers({ 200: contract.list });
  const fileAnswers = answers({ 200: contract.file });

  app.post(`${base}/list`, { schema: { tags, body, response: listAnswers }, config: { permission: perm(def, 'list') } },
    async (req) => service.list(req.auth, req.body));

  app.get(`${base}`, {
    schema: { tags, querystring: z.object({ params: z.string().optional() }), response: listAnswers },
    config: { permission: perm(def, 'list') },
  }, async (req) => {
    let params: unknown = {};
    try {
      params = req.query.params ? JSON.parse(req.query.params) : {};
    } catch {
      throw unprocessable('El parámetro params no es un JSON válido.', { params: 'JSON no válido' });
    }
    refuseNul(params);
    const parsed = body.safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw unprocessable(`Los filtros no son válidos: ${issue?.message ?? ''}.`, { [['params', ...(issue?.path ?? [])].join('.')]: issue?.message ?? '' });
    }
    return service.list(req.auth, parsed.data);
  });

  const exportBody = body.extend({ all: z.boolean().optional() });
  const sendExport = async (listParams: z.infer<typeof exportBody>, req: { auth: any }, reply: any, fixed: Record<string, unknown> = {}, listName?: string) => {
    const params = { ...listParams, data: { ...listParams.data, ...fixed } };
    const batches = await startedBatches(listParams.all
      ? service.iterate(req.auth, params)
      : (async function* () { yield (await service.list(req.auth, params)).items; })());
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', 'attachment; filename="export.xlsx"');
    return reply.send(streamXlsx(def.label.many, exportColumns(def, listName), batches));
  };

  app.post(`${base}/export`, { schema: { tags, body: exportBody, response: fileAnswers }, config: { permission: perm(def, 'export') } },
    async (req, reply) => sendExport(req.body, req, reply));

  app.post(`${base}/search`, {
    schema: {
      tags, body: z.object({ name: z.string().optional() }).catchall(z.union([z.string(), z.number(), z.boolean(), z.null()])),
      response: answers({ 200: contract.search }),
    },
    config: { permission: perm(def, 'search') },
  }, async (req) => {
    const { name, ...data } = req.body;
    const filters = filterSchema(def).safeParse(data);
    if (!filters.success) throw unprocessable('Los filtros no son válidos.', { [String(filters.error.issues[0]?.path[0] ?? '_')]: 'Filtro no permitido' });
    return { items: await service.search(req.auth, name, filters.data) };
  });

  app.get(`${base}/:id`, { schema: { tags, params: idParams, response: answers({ 200: contract.item }) }, config: { permission: perm(def, 'get') } },
    async (req) => ({ item: await service.get(req.auth, req.params.id) }));

  if (def.status) {
    for (const list of def.status.lists) {
      const fixed = { [def.status.field]: list.value };
      const listBase = `/api/v1/admin/${list.name}`;
      app.post(`${listBase}/list`, { schema: { tags, body, response: listAnswers }, config: { permission: perm(def, 'list') } },
        async (req) => service.list(req.auth, { ...req.body, data: { ...req.body.data, ...fixed } }));
      app.post(`${listBase}/export`, { schema: { tags, body: exportBody, response: fileAnswers }, config: { permission: perm(def, 'export') } },
        async (req, reply) => sendExport(req.body, req, reply, fixed, list.name));
    }
  }

  if (def.readOnly) return;

  app.post(base, { schema: { tags, body: contract.createBody, response: answers({ 201: contract.item }) }, config: { permission: perm(def, 'create') } },
    async (req, reply) => {
      const item = await service.create(req.auth, req.body as Record<string, unknown>);
      return reply.status(201).send({ item, msg: `${def.label.one} creado correctamente.` });
    });

  app.put(`${base}/:id`, { schema: { tags, params: idParams, body: contract.updateBody, response: answers({ 200: contract.item }) }, config: { permission: perm(def, 'update') } },
    async (req) => ({
      item: await service.update(req.auth, req.params.id, req.body as Record<string, unknown>),
      msg: `${def.label.one} actualizado correctamente.`,
    }));

  const imageBody = z.strictObject({ base64: z.string({ error: 'La imagen es obligatoria' }), field: z.string().optional() });
  app.post(`${base}/:id`, {
    schema: { tags, params: idParams, body: z.union([imageBody, contract.updateBody]), response: answers({ 200: contract.imageOrItem }) },
    config: { permission: perm(def, 'update') },
  }, async (req) => {
    const input = req.body as Record<string, unknown>;
    if (typeof input.base64 === 'string') {
      return { image: await service.setImage(req.auth, req.params.id, input.base64, input.field as string | undefined) };
    }
    if (Object.keys(input).length !== 1) throw unprocessable('Envía exactamente un campo para actualizar.', { _: 'Un solo campo' });
    return { item: await service.update(req.auth, req.params.id, input) };
  });

  app.delete(`${base}/:id`, { schema: { tags, params: idParams, response: answers({ 200: contract.remove }) }, config: { permission: perm(def, 'delete') } },
    async (req) => {
      await service.remove(req.auth, req.params.id);
      return { msg: `${def.label.one} eliminado correctamente.` };
    });
}
